import { EmptyState } from '../../components/empty-state';
import { LoadFailed } from '../../components/load-failed';
import { useState } from 'react';
import { Link } from 'react-router';
import type { WishlistEntry } from '../../../contract/cart';
import type { Product } from '../../../contract/catalog';
import { PICTURE_SIZES, TIMINGS } from '../../../contract/constants';
import { WISHLIST_CHIPS, matchesWishlistChip, type WishlistChip } from '../../../contract/wishlist-chips';
import { CloseIcon } from '../../components/icons';
import { Loading } from '../../components/loading';
import { useMessages } from '../../components/messages/use-messages';
import { PriceTag, ProductPicture } from '../../components/product-card';
import { useAddToCart } from '../../api/cart';
import { useDocumentTitle } from '../../lib/use-document-title';
import { isPendingEntry, useRemoveWishItem, useWishlist } from '../../api/wishlist';
import { SelectSizeSheet } from './select-size-sheet';
import { messageOf } from '../../lib/api-client';
import { useTexts } from '../../lib/language/use-texts';
import { STOREFRONT_PATHS } from '../../../contract/storefront-paths';

const WISHLIST_MESSAGE = { duration: TIMINGS.messageClearProductAndWishlist };

/** The removed card's buttons are gone; the page heading takes the focus so keyboard users stay on the page. */
function focusPageTitle() {
  document.getElementById('page-title')?.focus();
}

function WishCard({
  entry,
  eager,
  onRemove,
  onMoveToBag,
}: {
  entry: WishlistEntry;
  eager: boolean;
  onRemove: (entry: WishlistEntry) => void;
  onMoveToBag: (product: Product) => void;
}) {
  const { CART_MESSAGES, WISHLIST_TEXT, removeFromWishlistLabel } = useTexts();
  const { product } = entry;
  const pending = isPendingEntry(entry);
  // Taken off sale by the shop since (hidden, archived, back to draft): kept here, marked, and not for the bag.
  const unavailable = product.status !== 'active';
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-soft">
      <Link to={STOREFRONT_PATHS.product(product._id)} tabIndex={-1} aria-hidden="true">
        <ProductPicture image={product.imageSet[0]} alt="" sizes={PICTURE_SIZES.card} eager={eager} />
      </Link>
      <button
        type="button"
        onClick={() => onRemove(entry)}
        disabled={pending}
        aria-label={removeFromWishlistLabel(product.name)}
        title={removeFromWishlistLabel(product.name)}
        className="absolute right-2 top-2 grid size-10 place-items-center rounded-full bg-white/90 text-ink shadow-soft hover:text-coral-700"
      >
        <CloseIcon className="size-5" />
      </button>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h2 className="line-clamp-2 text-sm font-semibold leading-snug">
          <Link to={STOREFRONT_PATHS.product(product._id)} className="hover:text-coral-700">
            {product.name}
          </Link>
        </h2>
        <div className="mt-auto pt-1">
          {unavailable ? (
            <p className="text-sm font-bold text-coral-700">{CART_MESSAGES.notAvailable}</p>
          ) : (
            <PriceTag price={product.price} discountPrice={product.discountPrice} />
          )}
        </div>
      </div>
      <button
        type="button"
        onClick={() => onMoveToBag(product)}
        disabled={pending || unavailable}
        className="min-h-11 border-t border-line text-sm font-extrabold tracking-wide text-coral-700 hover:bg-coral-50 disabled:opacity-60"
      >
        {WISHLIST_TEXT.moveToBag}
      </button>
    </article>
  );
}

export default function WishlistPage() {
  const { FALLBACK, PAGE_TITLES, SUCCESS, WISHLIST_TEXT, itemCount } = useTexts();
  useDocumentTitle(PAGE_TITLES.wishlist);
  const messages = useMessages();
  const query = useWishlist();
  const { data: entries, isPending, isError } = query;
  const remove = useRemoveWishItem();
  const addToCart = useAddToCart();
  const [chip, setChip] = useState<WishlistChip>('All');
  const [moving, setMoving] = useState<Product | null>(null);

  const removeEntry = (entry: WishlistEntry) =>
    remove.mutate(entry.product._id, {
      onSuccess: (data) => {
        if (data.message) messages.showSuccess(data.message, WISHLIST_MESSAGE);
        focusPageTitle();
      },
      onError: (err) => messages.showError(messageOf(err, FALLBACK.removeWishlistFailed), WISHLIST_MESSAGE),
    });

  const moveToBag = (size: string) => {
    const product = moving;
    if (!product) return;
    addToCart.mutate(
      { productId: product._id, size, quantity: 1 },
      {
        onSuccess: (data) => {
          messages.showSuccess(data.message ?? SUCCESS.addedToCart, WISHLIST_MESSAGE);
          setMoving(null);
          const entry = entries?.find((item) => item.product._id === product._id);
          if (entry && !isPendingEntry(entry))
            remove.mutate(entry.product._id, {
              onSuccess: focusPageTitle,
              onError: (err) =>
                messages.showError(messageOf(err, FALLBACK.removeWishlistFailed), WISHLIST_MESSAGE),
            });
        },
        onError: (err) => messages.showError(messageOf(err, FALLBACK.tryAgain), WISHLIST_MESSAGE),
      },
    );
  };

  const shown = entries?.filter((entry) => matchesWishlistChip(chip, entry.product)) ?? [];

  let body;
  if (isPending) body = <Loading className="min-h-[40vh]" />;
  else if (isError) body = <LoadFailed query={query} fallback={FALLBACK.fetchWishlistFailed} />;
  else if (entries.length === 0)
    body = (
      <EmptyState
        image="/images/empty-wishlist.svg"
        title={WISHLIST_TEXT.empty}
        hint={WISHLIST_TEXT.emptyHint}
      />
    );
  else
    body = (
      <>
        <div role="group" aria-label={WISHLIST_TEXT.filter} className="mt-4 flex flex-wrap gap-2">
          {WISHLIST_CHIPS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={chip === option}
              onClick={() => setChip(option)}
              className={`min-h-10 rounded-full border-2 px-4 text-sm font-bold ${
                chip === option
                  ? 'border-coral-600 bg-coral-600 text-white'
                  : 'border-ink/15 bg-white text-ink hover:border-coral-300'
              }`}
            >
              {WISHLIST_TEXT.chips[option]}
            </button>
          ))}
        </div>
        {shown.length === 0 ? (
          <p className="card mt-6 p-6 text-center text-sm font-semibold text-ink-soft">
            {WISHLIST_TEXT.noneInChip}
          </p>
        ) : (
          <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 lg:gap-5">
            {shown.map((entry, index) => (
              <li key={entry._id}>
                <WishCard entry={entry} eager={index < 4} onRemove={removeEntry} onMoveToBag={setMoving} />
              </li>
            ))}
          </ul>
        )}
      </>
    );

  return (
    <section className="page pb-bottom-bar md:pb-14" aria-labelledby="page-title">
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h1 id="page-title" tabIndex={-1} className="page-title focus:outline-none">
          {PAGE_TITLES.wishlist}
        </h1>
        {entries && (
          <p className="text-sm font-semibold text-ink-soft" aria-live="polite">
            {itemCount(entries.length)}
          </p>
        )}
      </div>
      {body}
      <SelectSizeSheet
        product={moving}
        busy={addToCart.isPending}
        onClose={() => setMoving(null)}
        onDone={moveToBag}
      />
    </section>
  );
}
