import { useLocation, useNavigate } from 'react-router';
import type { Product } from '../../contract/catalog';
import { TIMINGS } from '../../contract/constants';
import { useAddToCart } from '../api/cart';
import { useRequireLogin, useSession } from '../api/session';
import { rememberPendingWish } from '../lib/pending-wish';
import { isPendingEntry, useAddToWishlist, useRemoveWishItem, useWishlist } from '../api/wishlist';
import { HeartIcon } from './icons';
import { useMessages } from './messages/use-messages';
import { messageOf } from '../lib/api-client';
import { useTexts } from '../lib/language/use-texts';

const PRODUCT_PAGE_MESSAGE = { duration: TIMINGS.messageClearProductAndWishlist };

/** The heart on the product page: filled when the product is in the wishlist, toggles it. */
function WishlistHeart({ product }: { product: Product }) {
  const { CATALOG_TEXT, FALLBACK, SUCCESS, TEXT } = useTexts();
  const requireLogin = useRequireLogin();
  const { isAuthenticated } = useSession();
  const location = useLocation();
  const messages = useMessages();
  const { data: entries } = useWishlist();
  const add = useAddToWishlist();
  const remove = useRemoveWishItem();
  const entry = entries?.find((item) => item.product._id === product._id);
  const wishlisted = entry !== undefined;
  const busy = add.isPending || remove.isPending || (entry !== undefined && isPendingEntry(entry));
  const label = wishlisted ? CATALOG_TEXT.removeFromWishlist : CATALOG_TEXT.addToWishlist;

  const toggle = () => {
    if (busy) return;
    // A visitor's tap is remembered and completed after login or registration (src/web/api/guest-bag.ts).
    if (!isAuthenticated)
      rememberPendingWish({ productId: product._id, returnTo: `${location.pathname}${location.search}` });
    if (!requireLogin({ reason: TEXT.loginToWishlist })) return;
    if (entry) {
      remove.mutate(entry.product._id, {
        onSuccess: (data) => {
          if (data.message) messages.showSuccess(data.message, PRODUCT_PAGE_MESSAGE);
        },
        onError: (error) =>
          messages.showError(messageOf(error, FALLBACK.removeWishlistFailed), PRODUCT_PAGE_MESSAGE),
      });
    } else {
      add.mutate(product, {
        onSuccess: (data) =>
          messages.showSuccess(data.message ?? SUCCESS.addedToWishlist, PRODUCT_PAGE_MESSAGE),
        onError: (error) => messages.showError(messageOf(error, FALLBACK.tryAgain), PRODUCT_PAGE_MESSAGE),
      });
    }
  };

  return (
    <button
      type="button"
      aria-pressed={wishlisted}
      aria-label={label}
      title={label}
      aria-disabled={busy || undefined}
      onClick={toggle}
      className="btn-secondary size-11 p-0"
    >
      <HeartIcon className={`size-6 ${wishlisted ? 'fill-coral-600 text-coral-600' : ''}`} />
    </button>
  );
}

/** Add to Cart, Buy Now and the wishlist heart of the product page (docs/product.md section 2, "Product detail"). */
export function ProductBuyActions({ product, size }: { product: Product; size: string | null }) {
  const { CATALOG_TEXT, FALLBACK, SUCCESS, TEXT } = useTexts();
  const requireLogin = useRequireLogin();
  const { isAuthenticated } = useSession();
  const messages = useMessages();
  const navigate = useNavigate();
  const addToCart = useAddToCart();
  const adding = addToCart.isPending;

  const add = (buyNow: boolean) => {
    if (!size || adding) return;
    const pendingAdd = { productId: product._id, size, quantity: 1, buyNow };
    // A visitor's Add to Cart goes to the bag kept in this browser (useAddToCart); Buy Now needs the checkout,
    // so it asks to log in first and the login finishes it.
    if (buyNow && !isAuthenticated && !requireLogin({ reason: TEXT.loginToAddToBag, pendingAdd })) return;
    addToCart.mutate(
      { productId: product._id, size, quantity: 1 },
      {
        onSuccess: (data) => {
          messages.showSuccess(data.message ?? SUCCESS.addedToCart, PRODUCT_PAGE_MESSAGE);
          if (buyNow) void navigate('/checkoutPayment');
        },
        onError: (error) => messages.showError(messageOf(error, FALLBACK.tryAgain), PRODUCT_PAGE_MESSAGE),
      },
    );
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className="btn-primary min-w-40 flex-1 sm:flex-none"
        disabled={!size || adding}
        onClick={() => add(false)}
      >
        {adding ? CATALOG_TEXT.adding : CATALOG_TEXT.addToCart}
      </button>
      <button
        type="button"
        className="btn-sunny min-w-32 flex-1 sm:flex-none"
        disabled={!size || adding}
        onClick={() => add(true)}
      >
        {CATALOG_TEXT.buyNow}
      </button>
      <WishlistHeart product={product} />
    </div>
  );
}
