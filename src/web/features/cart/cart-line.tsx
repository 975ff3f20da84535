import { Link } from 'react-router';
import type { CartLine } from '../../../contract/cart';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from '../../../contract/constants';
import { formatPrice, percentOff } from '../../../contract/money';
import { CloseIcon } from '../../components/icons';
import { useMessages } from '../../components/messages/use-messages';
import { ProductPicture } from '../../components/product-card';
import { useRemoveFromCart, useUpdateCartQuantity } from '../../api/cart';
import { messageOf } from '../../lib/api-client';
import { inShoppersLanguage } from '../../lib/language/server-text';
import { useTexts } from '../../lib/language/use-texts';
import { STOREFRONT_PATHS } from '../../../contract/storefront-paths';

/** Quantities a shopper may pick: 1 to 5, no more than the stock, and always the current one. */
function quantityChoices(line: CartLine): number[] {
  const most = Math.min(CART_QUANTITY_MAX, Math.max(line.available, CART_QUANTITY_MIN));
  const choices: number[] = [];
  for (let q = CART_QUANTITY_MIN; q <= most; q++) choices.push(q);
  if (!choices.includes(line.quantity)) choices.push(line.quantity);
  return choices.sort((a, b) => a - b);
}

/** `first`: the bag's first line, whose picture is the page's largest paint: loaded at once, not lazily. */
export function CartLineItem({
  line,
  delivery,
  first = false,
}: {
  line: CartLine;
  /** When a parcel sent now arrives (docs/decisions/0052-delivery-dates-by-pin.md); null while it is asked. */
  delivery: string | null;
  first?: boolean;
}) {
  const texts = useTexts();
  const { CART_TEXT, CATALOG_TEXT, FALLBACK, SCREEN_TEXT, SUCCESS, TEXT, removeFromBagLabel, sizeName } =
    texts;
  const product = line.productId;
  const messages = useMessages();
  const update = useUpdateCartQuantity();
  const remove = useRemoveFromCart();
  const key = { productId: product._id, size: line.size };
  const off = percentOff(product.price, product.discountPrice);
  const soldOut = line.available <= 0;
  // A product the shop has taken off sale since: named, with its size and the way out of the bag, but nothing to
  // choose and no price, as it cannot be bought (its problem says so; the bag's total already leaves it out).
  const offSale = !line.listed;
  const busy = update.isPending || remove.isPending;
  const selectId = `qty-${product._id}-${line.size}`;
  const problemId = `${selectId}-problem`;

  const changeQuantity = (quantity: number) =>
    update.mutate(
      { ...key, quantity },
      {
        onSuccess: (data) => messages.showSuccess(data.message ?? SUCCESS.quantityChanged),
        onError: (error) => messages.showError(messageOf(error, FALLBACK.updateQuantityFailed)),
      },
    );

  const removeLine = () =>
    remove.mutate(key, {
      onSuccess: (data) => {
        if (data.message) messages.showSuccess(data.message);
        // The line and its button are gone; the page heading takes the focus.
        document.getElementById('page-title')?.focus();
      },
      onError: (error) => messages.showError(messageOf(error, FALLBACK.removeFromCartFailed)),
    });

  return (
    <li
      className={`card relative flex gap-3 p-3 sm:gap-5 sm:p-4 ${line.problem ? 'border-coral-300 bg-coral-50/40' : ''}`}
      aria-busy={busy}
    >
      <Link
        to={STOREFRONT_PATHS.product(product._id)}
        className="w-24 shrink-0 self-start overflow-hidden rounded-2xl sm:w-32"
        tabIndex={-1}
        aria-hidden="true"
      >
        <ProductPicture
          image={product.imageSet[0]}
          alt=""
          sizes="128px"
          eager={first}
          highPriority={first}
          className={soldOut ? 'opacity-60' : ''}
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 pr-9">
        <h2 className="text-sm font-extrabold leading-snug sm:text-base">
          <Link
            to={STOREFRONT_PATHS.product(product._id)}
            className="inline-flex min-h-11 items-center hover:text-coral-700"
          >
            {product.name}
          </Link>
        </h2>
        <p className="line-clamp-2 text-xs text-ink-soft sm:text-sm">{product.description}</p>
        <div className="mt-1 flex flex-wrap items-center gap-1.5 text-sm sm:gap-2">
          <span className="rounded-full bg-mist/60 px-2.5 py-1.5 font-semibold sm:px-3">
            {CART_TEXT.size}: {sizeName(line.size)}
          </span>
          {!offSale && (
            <label
              htmlFor={selectId}
              className="flex items-center gap-1.5 rounded-full bg-mist/60 py-0.5 pl-2.5 pr-1 font-semibold sm:pl-3"
            >
              {CART_TEXT.quantity}
              <select
                id={selectId}
                value={line.quantity}
                disabled={busy || soldOut}
                aria-describedby={line.problem ? problemId : undefined}
                onChange={(event) => changeQuantity(Number(event.target.value))}
                className="min-h-11 min-w-11 rounded-full border border-ink/15 bg-white px-1.5 font-bold disabled:opacity-60"
              >
                {quantityChoices(line).map((q) => (
                  <option key={q} value={q}>
                    {q}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
        {!offSale && (
          <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="text-base font-extrabold">
              {formatPrice(product.discountPrice * line.quantity)}
            </span>
            {off > 0 && (
              <>
                <span className="text-ink-soft line-through">
                  <span className="sr-only">{SCREEN_TEXT.originalPrice}</span>
                  {formatPrice(product.price * line.quantity)}
                </span>
                <span className="font-bold text-mint-700">
                  {off}% {CATALOG_TEXT.off}
                </span>
              </>
            )}
          </p>
        )}
        {line.problem ? (
          <p id={problemId} className="text-sm font-bold text-coral-700">
            {inShoppersLanguage(line.problem)}
          </p>
        ) : (
          <>
            <p className="text-xs font-semibold text-ink">{TEXT.returnPolicy}</p>
            <p className="min-h-4 text-xs text-ink-soft">{delivery}</p>
          </>
        )}
      </div>
      <button
        type="button"
        onClick={removeLine}
        disabled={remove.isPending}
        aria-label={removeFromBagLabel(product.name, line.size)}
        title={removeFromBagLabel(product.name, line.size)}
        className="absolute right-1 top-1 grid size-11 place-items-center rounded-full text-ink-soft hover:bg-coral-50 hover:text-coral-700 disabled:opacity-50"
      >
        <CloseIcon className="size-5" />
      </button>
    </li>
  );
}
