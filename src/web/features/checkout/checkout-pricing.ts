import type { Address } from '../../../contract/address';
import type { CartLine } from '../../../contract/cart';
import { rupeesToPaise } from '../../../contract/money';
import { priceSummary, summaryInRupees, type PricingSummary } from '../../../contract/pricing';

/**
 * The address the page starts with: the shopper's default; without one (only before any address was ever made the
 * default), the first that allows cash on delivery, else the first.
 */
export function defaultAddress(addresses: readonly Address[]): Address | undefined {
  return (
    addresses.find((address) => address.isDefault) ?? addresses.find((address) => address.cod) ?? addresses[0]
  );
}

/** What the bag costs with a coupon, by the shared price rule; the server decides again at PLACE ORDER. */
export function lineSummary(items: readonly CartLine[], couponRupees: number): PricingSummary {
  return summaryInRupees(
    priceSummary(
      items.map((line) => ({
        pricePaise: rupeesToPaise(line.productId.price),
        discountPricePaise: rupeesToPaise(line.productId.discountPrice),
        quantity: line.quantity,
      })),
      rupeesToPaise(couponRupees),
    ),
  );
}

/** The server's fresh prices from a 409 'Prices have changed' answer, when it sent them. */
export function readFreshSummary(body: unknown): PricingSummary | null {
  if (typeof body !== 'object' || body === null) return null;
  const summary = (body as { pricingSummary?: unknown }).pricingSummary;
  if (typeof summary !== 'object' || summary === null) return null;
  return typeof (summary as PricingSummary).finalAmount === 'number' ? (summary as PricingSummary) : null;
}
