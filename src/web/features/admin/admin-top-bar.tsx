import { useId, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { CONFIRM, FALLBACK } from '../../../contract/messages';
import { ADMIN_NAV } from '../../../contract/messages/admin';
import { ADMIN_RETURNS_TEXT, BACK_OFFICE_NAV } from '../../../contract/messages/back-office';
import { Brand } from '../../components/brand';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CloseIcon, LogOutIcon, MenuIcon } from '../../components/icons';
import { useMessages } from '../../components/messages/use-messages';
import { isApiRequestError } from '../../lib/api-client';
import { useLogout } from '../../api/session';

const LINKS = [
  { to: '/admin/dashboard', label: ADMIN_NAV.dashboard },
  { to: '/admin/user', label: ADMIN_NAV.users },
  { to: '/admin/orders', label: ADMIN_NAV.orders },
  { to: '/admin/product', label: ADMIN_NAV.products },
  { to: '/admin/coupon', label: ADMIN_NAV.coupons },
  { to: '/admin/reports', label: ADMIN_NAV.reports },
  { to: '/admin/cash', label: BACK_OFFICE_NAV.cash },
  { to: '/admin/audit', label: BACK_OFFICE_NAV.audit },
  { to: '/admin/returns', label: ADMIN_RETURNS_TEXT.title },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
    isActive ? 'bg-white text-ink' : 'text-mist hover:bg-white/10 hover:text-white'
  }`;

/** The back office's top bar: sections, the Admin badge and a confirmed logout. */
export function AdminTopBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const menuId = useId();
  const navigate = useNavigate();
  const logout = useLogout();
  const { showError } = useMessages();
  const { pathname } = useLocation();

  // A page change folds the phone menu away.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setMenuOpen(false);
  }

  const confirmLogout = () => {
    logout.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        navigate('/login', { replace: true });
      },
      onError: (error) => {
        console.error(error);
        setConfirming(false);
        showError(isApiRequestError(error) ? error.message : FALLBACK.logoutFailed);
      },
    });
  };

  return (
    <header className="sticky top-0 z-40 bg-ink text-white shadow-soft">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3 sm:px-6 lg:flex-nowrap lg:px-8">
        <Brand to="/admin/dashboard" tone="light" />
        <span className="rounded-full bg-sun-400 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wider text-ink">
          {ADMIN_NAV.badge}
        </span>

        <button
          type="button"
          className="ml-auto grid size-11 place-items-center rounded-full hover:bg-white/10 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={ADMIN_NAV.menu}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
        </button>

        <nav
          id={menuId}
          aria-label={ADMIN_NAV.badge}
          className={`${menuOpen ? 'flex' : 'hidden'} w-full flex-col gap-3 border-t border-white/10 pt-3 lg:ml-6 lg:flex lg:w-auto lg:flex-1 lg:flex-row lg:items-center lg:border-0 lg:pt-0`}
        >
          <ul className="flex flex-col gap-1 lg:flex-row lg:items-center">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="btn min-h-10 border-2 border-white/20 text-white hover:border-coral-400 hover:bg-coral-600 lg:ml-auto"
            onClick={() => setConfirming(true)}
          >
            <LogOutIcon className="size-4" />
            {ADMIN_NAV.logout}
          </button>
        </nav>
      </div>

      <ConfirmDialog
        open={confirming}
        title={CONFIRM.adminLogoutQuestion}
        cancelLabel={CONFIRM.adminLogoutCancel}
        confirmLabel={CONFIRM.adminLogoutConfirm}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmLogout}
        busy={logout.isPending}
      />
    </header>
  );
}
