import { Link } from 'react-router';
import { useFirstPaintDone } from '../../lib/first-paint';
import { useTexts } from '../../lib/language/use-texts';

/** A category with its drawing (public/images/category-*.webp, made by scripts/make-storefront-art.ts). */
interface CategoryLink {
  label: string;
  to: string;
  picture: string;
}

/**
 * The home page's strip. 'Kids' is the whole shop (every gender), 'Girls' and 'Boys' preselect that gender; the
 * other four are not sold yet and go to /comingSoon.
 */
export const CATEGORY_STRIP: readonly CategoryLink[] = [
  { label: 'Kids', to: '/allProducts', picture: 'kids' },
  { label: 'Girls', to: '/allProducts?gender=Girls', picture: 'girls' },
  { label: 'Boys', to: '/allProducts?gender=Boys', picture: 'boys' },
  { label: 'Accessories', to: '/comingSoon', picture: 'accessories' },
  { label: 'Baby Care', to: '/comingSoon', picture: 'baby-care' },
  { label: 'Nutrition', to: '/comingSoon', picture: 'nutrition' },
  { label: 'Soft Toys', to: '/comingSoon', picture: 'soft-toys' },
];

/** Shown when a search finds nothing: the categories parents open most, to browse instead. */
export const POPULAR_CATEGORIES: readonly CategoryLink[] = [
  { label: 'Ethnic Wear', to: '/allProducts?category=Ethnic+Wear', picture: 'ethnic-wear' },
  { label: 'Party Wear', to: '/allProducts?category=Party+Wear', picture: 'party-wear' },
  { label: 'Casual Wear', to: '/allProducts?category=Casual+Wear', picture: 'casual-wear' },
  { label: 'Combo Sets', to: '/allProducts?category=Combo+Sets', picture: 'combo-sets' },
];

const ICON_CLASS = 'size-14 rounded-full bg-cream shadow-soft sm:size-16';

/** Round category pictures with their names, in a row that scrolls sideways on a phone. */
export function CategoryLinks({ links, label }: { links: readonly CategoryLink[]; label: string }) {
  const { CATEGORY_LABELS, SCREEN_TEXT } = useTexts();
  const painted = useFirstPaintDone();
  // The strip's own names and the shop's categories, in the shopper's language.
  const nameOf = (item: CategoryLink) =>
    (SCREEN_TEXT.strip as Record<string, string>)[item.picture] ??
    (CATEGORY_LABELS as Record<string, string>)[item.label] ??
    item.label;
  return (
    <nav aria-label={label}>
      <ul className="flex gap-3 overflow-x-auto px-1 py-1 [scrollbar-width:none] sm:justify-center sm:gap-6">
        {links.map((item) => (
          <li key={item.label} className="shrink-0">
            <Link
              to={item.to}
              className="flex w-16 flex-col items-center gap-1.5 rounded-xl text-center text-xs font-semibold leading-tight text-ink hover:text-coral-700 sm:w-20 sm:text-sm"
            >
              {/* Small icons, asked for once the first screen is painted: on a slow network the hero picture and
                  the app's code get the bandwidth first. Until then the circle is there, empty. */}
              {painted ? (
                <img
                  src={`/images/category-${item.picture}.webp`}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  className={ICON_CLASS}
                />
              ) : (
                <span aria-hidden="true" className={ICON_CLASS} />
              )}
              {nameOf(item)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
