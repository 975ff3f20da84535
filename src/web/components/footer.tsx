import { Link } from 'react-router';
import { SHOP } from '../../contract/shop-info';
import { Brand } from './brand';
import { MailIcon, PhoneIcon } from './icons';
import { SOCIAL_CHANNELS, telHref } from './social-links';
import { useTexts } from '../lib/language/use-texts';

// At least 44 px high: a thumb's tap target on a phone.
const linkClass =
  'inline-flex min-h-11 items-center rounded hover:text-sun-300 hover:underline underline-offset-4';

/** The storefront footer: who we are, how to reach us, social links and ©. */
export function Footer() {
  const { CONTACT_LINKS, FOOTER, NAV, SCREEN_TEXT } = useTexts();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-ink text-mist">
      <div
        aria-hidden="true"
        className="h-2 bg-[linear-gradient(90deg,var(--color-coral-500)_0_33%,var(--color-sun-400)_33%_66%,var(--color-mint-400)_66%)]"
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="space-y-3">
          <Brand tone="light" />
          <p className="max-w-xs text-sm leading-relaxed">{FOOTER.tagline}</p>
        </div>

        <nav aria-label={FOOTER.customerCare}>
          <h2 className="mb-3 text-sm font-bold uppercase tracking-wider text-sun-300">
            {FOOTER.customerCare}
          </h2>
          <ul className="space-y-2 text-sm">
            <li>
              <Link to="/contact" className={linkClass}>
                {NAV.contact}
              </Link>
            </li>
            <li>
              <Link to="/coupon" className={linkClass}>
                {NAV.coupons}
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className="mb-3 text-sm font-bold uppercase tracking-wider text-sun-300">{FOOTER.reachUs}</h2>
          <ul className="space-y-3 text-sm">
            <li className="flex items-start gap-2">
              <MailIcon className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="block text-xs text-mist-soft">{FOOTER.supportEmail}</span>
                <a href={`mailto:${SHOP.supportEmail}`} className={linkClass}>
                  {SHOP.supportEmail}
                </a>
              </span>
            </li>
            <li className="flex items-start gap-2">
              <MailIcon className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="block text-xs text-mist-soft">{FOOTER.helpEmail}</span>
                <a href={`mailto:${SHOP.helpEmail}`} className={linkClass}>
                  {SHOP.helpEmail}
                </a>
              </span>
            </li>
            <li className="flex items-start gap-2">
              <PhoneIcon className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="block text-xs text-mist-soft">{FOOTER.phone}</span>
                <a href={telHref(SHOP.phone)} className={linkClass}>
                  {SHOP.phone}
                </a>
              </span>
            </li>
          </ul>
        </div>

        <div>
          <h2 className="mb-3 text-sm font-bold uppercase tracking-wider text-sun-300">{FOOTER.followUs}</h2>
          <ul className="flex flex-wrap gap-2">
            {SOCIAL_CHANNELS.map(({ key, href, Icon }) => (
              <li key={key}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={SCREEN_TEXT.opensInNewTab(CONTACT_LINKS[key])}
                  title={CONTACT_LINKS[key]}
                  className="grid size-11 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-coral-600"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 pb-bottom-bar pt-4 text-xs text-mist-soft sm:px-6 md:pb-4 lg:px-8">
          © {year} {SHOP.name}
        </p>
      </div>
    </footer>
  );
}
