import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { firstName, useSession } from '../api/session';
import { ChevronDownIcon, UserIcon } from './icons';
import { useTexts } from '../lib/language/use-texts';

type OpenReason = 'hover' | 'click' | 'focus';

/**
 * The header's Profile menu (a disclosure): opens on hover, on click and on keyboard focus;
 * Escape closes it and returns focus to the button.
 */
export function ProfileMenu() {
  const { NAV } = useTexts();
  const MENU_LINKS = [
    { to: '/account', label: NAV.account },
    { to: '/order', label: NAV.orders },
    { to: '/coupon', label: NAV.coupons },
    { to: '/contact', label: NAV.contact },
  ] as const;
  const { user } = useSession();
  const [openedBy, setOpenedBy] = useState<OpenReason | null>(null);
  const open = openedBy !== null;
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();

  // A page change closes the menu.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpenedBy(null);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpenedBy(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpenedBy(null);
      buttonRef.current?.focus();
    }
  };

  const onBlur = (event: FocusEvent) => {
    if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpenedBy(null);
  };

  const onButtonFocus = (event: FocusEvent<HTMLButtonElement>) => {
    if (!open && event.currentTarget.matches(':focus-visible')) setOpenedBy('focus');
  };

  // A click pins a menu that hover or focus opened (rather than closing it under the pointer); a second click closes it.
  const onButtonClick = () => setOpenedBy((reason) => (reason === 'click' ? null : 'click'));

  return (
    <div
      ref={wrapperRef}
      className="sm:relative"
      onMouseEnter={() => setOpenedBy((reason) => reason ?? 'hover')}
      onMouseLeave={() => setOpenedBy((reason) => (reason === 'hover' ? null : reason))}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={onButtonClick}
        onFocus={onButtonFocus}
        className="flex size-11 flex-col items-center justify-center gap-0.5 rounded-xl text-xs font-semibold text-ink hover:text-coral-700 sm:size-auto sm:min-w-14 sm:px-2 sm:py-1"
      >
        <UserIcon className="size-6" />
        <span className="sr-only max-w-20 items-center gap-0.5 sm:not-sr-only sm:flex">
          <span className="truncate">{user ? firstName(user) : NAV.profile}</span>
          <ChevronDownIcon className={`size-3 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} />
        </span>
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute right-3 top-full z-50 w-60 pt-1 sm:right-0 sm:w-56 sm:pt-2"
      >
        <div className="card overflow-hidden p-2">
          {user ? (
            <p className="border-b border-line px-3 pb-2 pt-1 text-sm">
              <span className="block font-bold text-ink">{user.name}</span>
              <span className="block truncate text-xs text-ink-soft">{user.email}</span>
            </p>
          ) : (
            <div className="flex gap-2 border-b border-line px-1 pb-3 pt-1">
              <Link to="/login" className="btn-primary min-h-9 flex-1 px-3 text-xs">
                {NAV.login}
              </Link>
              <Link to="/register" className="btn-secondary min-h-9 flex-1 px-3 text-xs">
                {NAV.register}
              </Link>
            </div>
          )}
          <ul className="pt-1">
            {MENU_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="block rounded-xl px-3 py-2 text-sm font-medium text-ink hover:bg-coral-50 hover:text-coral-700"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
