import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductCard as ProductCardData, ProductImage } from '../../contract/catalog';
import { PICTURE_SIZES } from '../../contract/constants';
import { isCreatedToday } from '../../contract/dates';
import { formatPrice, percentOff } from '../../contract/money';
import { useShownInBatches } from '../lib/use-shown-in-batches';
import { useTexts } from '../lib/language/use-texts';
import { STOREFRONT_PATHS } from '../../contract/storefront-paths';

/** Shown when a product has no picture or its picture fails to load. */
export const FALLBACK_IMAGE = '/images/coming-soon.svg';

interface ProductPictureProps {
  image: ProductImage | undefined;
  alt: string;
  sizes: string;
  /** The first screenful loads eagerly; everything below the fold lazily. */
  eager?: boolean;
  /** The page's main picture (its largest paint) downloads before the other pictures. */
  highPriority?: boolean;
  className?: string;
}

/** A product picture with srcset/sizes and explicit dimensions (no layout shift); falls back when missing. */
export function ProductPicture({
  image,
  alt,
  sizes,
  eager = false,
  highPriority = false,
  className = '',
}: ProductPictureProps) {
  return (
    <img
      src={image?.src ?? FALLBACK_IMAGE}
      srcSet={image?.srcSet}
      sizes={image ? sizes : undefined}
      width={image?.width ?? 600}
      height={image?.height ?? 750}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(highPriority ? { fetchPriority: 'high' as const } : {})}
      onError={(event) => {
        const img = event.currentTarget;
        if (img.src.endsWith(FALLBACK_IMAGE)) return;
        img.removeAttribute('srcset');
        img.src = FALLBACK_IMAGE;
      }}
      className={`aspect-[4/5] w-full bg-coral-50 object-cover ${className}`}
    />
  );
}

/** Discount price, struck-through price and percent off, e.g. "₹629 ₹899 30% OFF". */
export function PriceTag({
  price,
  discountPrice,
  large = false,
}: {
  price: number;
  discountPrice: number;
  large?: boolean;
}) {
  const { CATALOG_TEXT, SCREEN_TEXT } = useTexts();
  const off = percentOff(price, discountPrice);
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${large ? 'text-base' : 'text-sm'}`}>
      <span className={`font-extrabold text-ink ${large ? 'text-3xl' : ''}`}>
        {formatPrice(discountPrice)}
      </span>
      {off > 0 && (
        <>
          <span className="text-ink-soft line-through">
            <span className="sr-only">{SCREEN_TEXT.originalPrice}</span>
            {formatPrice(price)}
          </span>
          <span className="font-bold text-mint-700">
            {off}% {CATALOG_TEXT.off}
          </span>
        </>
      )}
    </p>
  );
}

interface ProductCardProps {
  product: ProductCardData;
  eager?: boolean;
  highPriority?: boolean;
  sizes?: string;
  /** Heading level of the product name inside the list. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * A product in a grid or carousel: picture, 'New' badge, name and prices, linking to its page. Memoised: a grid adds
 * its cards a few per task, and each batch would otherwise render again every card already shown (126 card renders
 * for a page of 28 instead of 28), all of it main-thread time on a slow phone.
 */
export const ProductCard = memo(function ProductCard({
  product,
  eager = false,
  highPriority = false,
  sizes = PICTURE_SIZES.card,
  headingLevel = 3,
  className = '',
}: ProductCardProps) {
  const { CATALOG_TEXT, CATEGORY_LABELS, GENDER_LABELS } = useTexts();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const isNew = isCreatedToday(product.createdAt);
  return (
    <article
      className={`group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-soft transition-shadow hover:shadow-pop ${className}`}
    >
      <div className="relative overflow-hidden">
        <ProductPicture
          image={product.imageSet[0]}
          alt=""
          sizes={sizes}
          eager={eager}
          highPriority={highPriority}
          className="transition-transform duration-300 group-hover:scale-[1.03]"
        />
        {isNew && (
          <span className="absolute left-2 top-2 rounded-full bg-sun-400 px-2.5 py-0.5 text-xs font-extrabold uppercase tracking-wide text-ink shadow-soft">
            {CATALOG_TEXT.newBadge}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <Heading className="line-clamp-2 text-sm font-semibold leading-snug text-ink">
          <Link
            to={STOREFRONT_PATHS.product(product._id)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {product.name}
          </Link>
        </Heading>
        <p className="text-xs text-ink-soft">
          {GENDER_LABELS[product.gender]} · {CATEGORY_LABELS[product.category]}
        </p>
        <div className="mt-auto pt-1">
          <PriceTag price={product.price} discountPrice={product.discountPrice} />
        </div>
      </div>
    </article>
  );
});

/**
 * A responsive grid of product cards; the first row loads eagerly. Product names are headings one level below
 * the section's own heading: 2 right under a page's h1 (so no level is skipped), 3 under a section's h2.
 */
export function ProductGrid({
  products,
  eagerCount = 4,
  headingLevel = 3,
  footer,
}: {
  products: ProductCardData[];
  eagerCount?: number;
  headingLevel?: 2 | 3;
  /** Shown under the grid once every card is there, so that it never jumps down the page (layout shift). */
  footer?: ReactNode;
}) {
  // A phone's first row (with the page's largest picture) in the first render, then a few cards per task.
  const shown = useShownInBatches(products.length);
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 lg:gap-5">
        {products.slice(0, shown).map((product, index) => (
          // Cards off screen are not laid out or painted until scrolled near (content-visibility), so each batch
          // of cards added below the fold costs the page little; 20rem stands in for a card's height until then.
          <li
            key={product._id}
            className="flex [contain-intrinsic-block-size:auto_20rem] [content-visibility:auto]"
          >
            <ProductCard
              product={product}
              eager={index < eagerCount}
              highPriority={index === 0 && eagerCount > 0}
              headingLevel={headingLevel}
              className="w-full"
            />
          </li>
        ))}
      </ul>
      {shown >= products.length && footer}
    </>
  );
}
