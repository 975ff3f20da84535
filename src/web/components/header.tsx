import { NavLink } from 'react-router';
import { useCartCount } from '../api/cart';
import { Brand } from './brand';
import { BagIcon, HeartIcon } from './icons';
import { LanguageToggle } from './language-switch';
import { ProfileMenu } from './profile-menu';
import { SearchBox } from './search-box';
import { useTexts } from '../lib/language/use-texts';

const iconLinkClass = ({ isActive }: { isActive: boolean }) =>
  `relative flex size-11 flex-col items-center justify-center gap-0.5 rounded-xl text-xs font-semibold hover:text-coral-700 sm:size-auto sm:min-w-14 sm:px-2 sm:py-1 ${
    isActive ? 'text-coral-700' : 'text-ink'
  }`;

/** The storefront header: brand, search, Profile menu, Wishlist and Bag with its count. */
export function Header() {
  const { NAV, SCREEN_TEXT: LANDMARKS, itemCount } = useTexts();
  const count = useCartCount();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="relative mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 pb-3 pt-2 sm:px-6 lg:flex-nowrap lg:gap-8 lg:px-8 lg:py-3">
        <Brand />
        <SearchBox className="order-last w-full lg:order-none lg:max-w-xl lg:flex-1" />
        <div className="ml-auto">
          <LanguageToggle />
        </div>
        <nav aria-label={LANDMARKS.shopping} className="flex items-center sm:gap-2">
          <ProfileMenu />
          <NavLink to="/wishlist" className={iconLinkClass}>
            <HeartIcon className="size-6" />
            <span className="sr-only sm:not-sr-only">{NAV.wishlist}</span>
          </NavLink>
          <NavLink to="/cart" className={iconLinkClass} aria-label={`${NAV.bag}, ${itemCount(count)}`}>
            <span className="relative">
              <BagIcon className="size-6" />
              {count > 0 && (
                <span
                  aria-hidden="true"
                  className="absolute -right-2.5 -top-1.5 grid h-5 min-w-5 place-items-center rounded-full bg-coral-600 px-1 text-[0.6875rem] font-bold leading-none text-white ring-2 ring-white"
                >
                  {count > 99 ? '99+' : count}
                </span>
              )}
            </span>
            <span aria-hidden="true" className="hidden sm:inline">
              {NAV.bag}
            </span>
          </NavLink>
        </nav>
      </div>
    </header>
  );
}
