import { NavLink } from 'react-router';
import { HomeIcon, ShirtIcon, UserIcon } from './icons';
import { useTexts } from '../lib/language/use-texts';

/** Phone-only navigation pinned to the bottom; the layout pads its content so nothing hides behind it. */
export function MobileBottomBar() {
  const { NAV, SCREEN_TEXT } = useTexts();
  const ITEMS = [
    { to: '/', label: NAV.home, Icon: HomeIcon, end: true },
    { to: '/allProducts', label: NAV.allProducts, Icon: ShirtIcon, end: false },
    { to: '/account', label: NAV.account, Icon: UserIcon, end: false },
  ] as const;
  return (
    <nav
      aria-label={SCREEN_TEXT.quickLinks}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 pb-safe shadow-[0_-4px_16px_rgb(45_42_62/0.08)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-md grid-cols-3">
        {ITEMS.map(({ to, label, Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                `flex h-full flex-col items-center justify-center gap-1 text-xs font-semibold ${
                  isActive ? 'text-coral-700' : 'text-ink-soft hover:text-ink'
                }`
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    className={`grid h-7 w-12 place-items-center rounded-full transition-colors ${isActive ? 'bg-coral-100' : ''}`}
                  >
                    <Icon className="size-5" />
                  </span>
                  {label}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
