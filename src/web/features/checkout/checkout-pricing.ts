import type { CartLine } from '../../../contract/cart';
import { couponTermsOf, type Coupon } from '../../../contract/coupons';
import { rupeesToPaise, type Paise } from '../../../contract/money';
import {
  itemsValuePaise,
  priceSummary,
  summaryInRupees,
  type PricedLine,
  type PricingSummary,
} from '../../../contract/pricing';

/**
 * The lines the bill counts. A product the shop has taken off sale cannot be bought: it is left out, as the bag's
 * total leaves it out, and its summary line shows no price.
 */
function pricedLines(items: readonly CartLine[]): PricedLine[] {
  return items
    .filter((line) => line.listed)
    .map((line) => ({
      pricePaise: rupeesToPaise(line.productId.price),
      discountPricePaise: rupeesToPaise(line.productId.discountPrice),
      quantity: line.quantity,
    }));
}

/** What the bag costs with a coupon, by the shared price rule; the server decides again at PLACE ORDER. */
export function lineSummary(
  items: readonly CartLine[],
  coupon: Pick<Coupon, 'type' | 'discount' | 'maxDiscount'> | null,
): PricingSummary {
  return summaryInRupees(priceSummary(pricedLines(items), coupon ? couponTermsOf(coupon) : null));
}

/** The bag's items' value, which a coupon's minimum order is measured on. */
export function bagValuePaise(items: readonly CartLine[]): Paise {
  return itemsValuePaise(pricedLines(items));
}

/** The server's fresh prices from a 409 'Prices have changed' answer, when it sent them. */
export function readFreshSummary(body: unknown): PricingSummary | null {
  if (typeof body !== 'object' || body === null) return null;
  const summary = (body as { pricingSummary?: unknown }).pricingSummary;
  if (typeof summary !== 'object' || summary === null) return null;
  return typeof (summary as PricingSummary).finalAmount === 'number' ? (summary as PricingSummary) : null;
}
