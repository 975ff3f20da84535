import { useState } from 'react';
import type { ComponentType, SVGProps } from 'react';
import { Link, useNavigate } from 'react-router';
import { BETA_VERSION_LABEL } from '../../../contract/constants';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LanguageSwitch } from '../../components/language-switch';
import {
  BagIcon,
  ChatIcon,
  HeartIcon,
  HomeIcon,
  LogOutIcon,
  ShirtIcon,
  StarIcon,
  UserIcon,
} from '../../components/icons';
import { useMessages } from '../../components/messages/use-messages';
import { useLogout, useSession } from '../../api/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { Messages } from '../../lib/language/language-store';
import { useTexts } from '../../lib/language/use-texts';
import { messageOf } from '../../lib/api-client';

type Icon = ComponentType<Omit<SVGProps<SVGSVGElement>, 'children'>>;

function tilesOf(
  ACCOUNT_TEXT: Messages['ACCOUNT_TEXT'],
): { label: string; to: string; Icon: Icon; tone: string }[] {
  return [
    { label: ACCOUNT_TEXT.tiles.orders, to: '/order', Icon: ShirtIcon, tone: 'bg-coral-100 text-coral-700' },
    { label: ACCOUNT_TEXT.tiles.cart, to: '/cart', Icon: BagIcon, tone: 'bg-sun-100 text-ink' },
    { label: ACCOUNT_TEXT.tiles.wishlist, to: '/wishlist', Icon: HeartIcon, tone: 'bg-lilac-100 text-ink' },
    { label: ACCOUNT_TEXT.tiles.coupons, to: '/coupon', Icon: StarIcon, tone: 'bg-mint-100 text-mint-800' },
    {
      label: ACCOUNT_TEXT.tiles.address,
      to: '/profile',
      Icon: HomeIcon,
      tone: 'bg-coral-100 text-coral-700',
    },
    { label: ACCOUNT_TEXT.tiles.help, to: '/contact', Icon: ChatIcon, tone: 'bg-sun-100 text-ink' },
    { label: ACCOUNT_TEXT.tiles.returns, to: '/returns', Icon: ShirtIcon, tone: 'bg-lilac-100 text-ink' },
  ];
}

/** The cards of the spec: those with a page lead to it; the others are features the shop has not opened yet. */
function cardsOf(
  ACCOUNT_TEXT: Messages['ACCOUNT_TEXT'],
): { title: string; text: string; to?: string; isNew?: boolean }[] {
  return [
    { title: ACCOUNT_TEXT.manageAccountTitle, text: ACCOUNT_TEXT.manageAccountText, to: '/account/manage' },
    { title: ACCOUNT_TEXT.wishlistTitle, text: ACCOUNT_TEXT.wishlistText, to: '/wishlist' },
    { title: ACCOUNT_TEXT.influencerTitle, text: ACCOUNT_TEXT.influencerText, isNew: true },
    { title: ACCOUNT_TEXT.paymentsTitle, text: ACCOUNT_TEXT.paymentsText },
    { title: ACCOUNT_TEXT.earnTitle, text: ACCOUNT_TEXT.earnText },
    { title: ACCOUNT_TEXT.settingsTitle, text: ACCOUNT_TEXT.settingsText },
  ];
}

export default function AccountPage() {
  const { ACCOUNT_TEXT, CONFIRM, FALLBACK, PAGE_TITLES, SUCCESS } = useTexts();
  useDocumentTitle(PAGE_TITLES.account);
  const { user } = useSession();
  const [confirming, setConfirming] = useState(false);
  const logout = useLogout();
  const navigate = useNavigate();
  const { showSuccess, showError } = useMessages();

  const name = user?.name?.trim() || ACCOUNT_TEXT.guest;
  const email = user?.email || ACCOUNT_TEXT.noEmail;
  const initial = name.charAt(0).toUpperCase();

  const onConfirm = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        showSuccess(SUCCESS.loggedOut);
        navigate('/login', { replace: true });
      },
      onError: (error) => {
        setConfirming(false);
        showError(messageOf(error, FALLBACK.logoutFailed));
      },
    });

  return (
    <section className="page flex flex-col gap-6" aria-labelledby="page-title">
      <h1 id="page-title" className="sr-only">
        {PAGE_TITLES.account}
      </h1>
      <header className="card flex items-center gap-4 bg-coral-50 p-5 sm:p-6">
        <span
          aria-hidden="true"
          className="grid size-16 shrink-0 place-items-center rounded-full bg-coral-600 text-2xl font-extrabold text-white"
        >
          {initial}
        </span>
        <div className="min-w-0">
          <p className="truncate text-xl font-extrabold">{name}</p>
          <p className="truncate text-sm text-ink-soft">{email}</p>
        </div>
      </header>

      <div className="card p-5 sm:p-6">
        <LanguageSwitch />
      </div>

      <nav aria-label={PAGE_TITLES.account}>
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-6">
          {tilesOf(ACCOUNT_TEXT).map(({ label, to, Icon, tone }) => (
            <li key={to}>
              <Link
                to={to}
                className="card flex h-full flex-col items-center gap-2 px-2 py-4 text-center text-sm font-bold transition-transform hover:-translate-y-0.5 hover:border-coral-200"
              >
                <span className={`grid size-11 place-items-center rounded-2xl ${tone}`}>
                  <Icon className="size-6" />
                </span>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {cardsOf(ACCOUNT_TEXT).map((card) => {
          const body = (
            <>
              <UserIcon
                className={`mt-0.5 size-5 shrink-0 ${card.to ? 'text-coral-700' : 'text-ink-soft'}`}
              />
              <div className="min-w-0 flex-1">
                <h2 className="flex flex-wrap items-center gap-2 text-sm font-extrabold">
                  {card.title}
                  {card.isNew && (
                    <span className="rounded-full bg-sun-400 px-2 py-0.5 text-[0.7rem] font-extrabold text-ink">
                      {ACCOUNT_TEXT.newBadge}
                    </span>
                  )}
                  {!card.to && (
                    <span className="rounded-full bg-mist px-2 py-0.5 text-[0.7rem] font-bold text-ink-soft">
                      {ACCOUNT_TEXT.comingSoon}
                    </span>
                  )}
                </h2>
                <p className="mt-0.5 text-sm text-ink-soft">{card.text}</p>
              </div>
            </>
          );
          return (
            <li key={card.title}>
              {card.to ? (
                <Link
                  to={card.to}
                  className="card flex h-full min-h-11 items-start gap-3 p-4 transition-transform hover:-translate-y-0.5 hover:border-coral-200"
                >
                  {body}
                </Link>
              ) : (
                // Not a control: a feature to come, shown as such (dashed, muted, labelled) rather than as broken.
                <div className="flex h-full items-start gap-3 rounded-3xl border-2 border-dashed border-mist bg-white/60 p-4">
                  {body}
                </div>
              )}
            </li>
          );
        })}
      </ul>

      <div className="flex flex-col items-center gap-3">
        <button type="button" className="btn-primary w-full sm:w-64" onClick={() => setConfirming(true)}>
          <LogOutIcon className="size-5" />
          {ACCOUNT_TEXT.logOut}
        </button>
        <p className="text-xs font-semibold text-ink-soft">
          {ACCOUNT_TEXT.version} {BETA_VERSION_LABEL}{' '}
          <span className="rounded bg-mist px-1.5 py-0.5 text-[0.7rem] text-ink">{ACCOUNT_TEXT.beta}</span>
        </p>
      </div>

      <section aria-labelledby="about-title" className="card p-5 sm:p-6">
        <h2 id="about-title" className="text-lg font-extrabold">
          {ACCOUNT_TEXT.aboutTitle}
        </h2>
        <p className="mt-2 text-sm text-ink-soft">{ACCOUNT_TEXT.aboutText}</p>
      </section>

      <ConfirmDialog
        open={confirming}
        title={CONFIRM.accountLogoutTitle}
        message={CONFIRM.accountLogoutQuestion}
        cancelLabel={CONFIRM.accountLogoutCancel}
        confirmLabel={CONFIRM.accountLogoutConfirm}
        onCancel={() => setConfirming(false)}
        onConfirm={onConfirm}
        busy={logout.isPending}
      />
    </section>
  );
}
