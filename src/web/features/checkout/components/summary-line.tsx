import type { CartLine } from '../../../../contract/cart';
import { formatRupees } from '../../../../contract/money';
import { FALLBACK_IMAGE } from '../../../components/product-card';
import { inShoppersLanguage } from '../../../lib/language/server-text';
import { useTexts } from '../../../lib/language/use-texts';

/**
 * One line of the bag in the order summary: picture, name, size and quantity, what it costs. A product the shop has
 * taken off sale shows, as in the bag, its name and size and that it is no longer available: no quantity and no
 * price, as it cannot be bought (the bill leaves it out too, and PLACE ORDER waits for the bag to be fixed).
 */
export function SummaryLine({ line }: { line: CartLine }) {
  const texts = useTexts();
  const { CHECKOUT_TEXT, sizeName } = texts;
  const product = line.productId;
  const image = product.imageSet[0];
  const offSale = !line.listed;
  return (
    <li className="flex gap-3">
      <img
        src={image?.src ?? FALLBACK_IMAGE}
        width={48}
        height={60}
        alt=""
        loading="lazy"
        decoding="async"
        className="h-15 w-12 shrink-0 rounded-xl bg-coral-50 object-cover"
      />
      <div className="min-w-0 flex-1 text-sm">
        <p className="line-clamp-2 font-semibold leading-snug">{product.name}</p>
        <p className="text-ink-soft">
          {CHECKOUT_TEXT.size}: {sizeName(line.size)}
          {!offSale && ` · ${CHECKOUT_TEXT.quantity}: ${line.quantity}`}
        </p>
        {line.problem && <p className="font-semibold text-coral-700">{inShoppersLanguage(line.problem)}</p>}
      </div>
      {!offSale && (
        <p className="shrink-0 text-sm font-bold">{formatRupees(product.discountPrice * line.quantity)}</p>
      )}
    </li>
  );
}
