import { PLATFORM_FEE_RUPEES } from './constants';
import { paiseToRupees, rupeesToPaise, type Paise } from './money';

// The one price calculation of the shop, used by the cart, the checkout and the server that decides.
// Final amount = total MRP − discount on MRP + platform fee − coupon (docs/product.md section 9).

export interface PricedLine {
  /** MRP of one piece, in paise. */
  pricePaise: Paise;
  /** Selling price of one piece, in paise. */
  discountPricePaise: Paise;
  quantity: number;
}

export interface PriceSummaryPaise {
  totalMrp: Paise;
  totalDiscount: Paise;
  platformFee: Paise;
  couponDiscount: Paise;
  finalAmount: Paise;
}

/** The API's pricingSummary, in rupees. */
export interface PricingSummary {
  totalMRP: number;
  totalDiscount: number;
  platformFee: number;
  couponDiscount: number;
  finalAmount: number;
}

const PLATFORM_FEE_PAISE: Paise = rupeesToPaise(PLATFORM_FEE_RUPEES);

/** What a coupon takes off (src/contract/coupons.ts): a flat amount, or a percent capped by a largest discount. */
export type CouponTerms =
  { type: 'flat'; amountPaise: Paise } | { type: 'percent'; percent: number; maxDiscountPaise: Paise | null };

/**
 * The coupon's discount on items worth `itemsValuePaise` (after product discounts, before the fee). A percent
 * coupon gives floor(percent × value) in whole rupees, capped by its largest discount. No coupon takes more than
 * the items' value, so the payable total is never below the platform fee (docs/decisions/0057-coupon-rules.md).
 */
export function couponDiscountPaise(terms: CouponTerms, itemsValuePaise: Paise): Paise {
  const value = Math.max(itemsValuePaise, 0);
  if (terms.type === 'flat') return Math.min(Math.max(terms.amountPaise, 0), value);
  const wholeRupees = Math.floor((terms.percent * value) / (100 * 100));
  const discount = wholeRupees * 100;
  const capped = terms.maxDiscountPaise === null ? discount : Math.min(discount, terms.maxDiscountPaise);
  return Math.min(Math.max(capped, 0), value);
}

/** The items' value a coupon's minimum order and percent are measured on: the selling prices, without the fee. */
export function itemsValuePaise(lines: readonly PricedLine[]): Paise {
  return lines.reduce((sum, line) => sum + line.discountPricePaise * line.quantity, 0);
}

/**
 * Sums the lines and applies the platform fee and a coupon (a flat amount in paise, or a coupon's terms). The
 * coupon never takes the item total below zero, so the final amount never goes below the platform fee; the fee is
 * charged only when there is something to buy.
 */
export function priceSummary(
  lines: readonly PricedLine[],
  coupon: Paise | CouponTerms | null = 0,
): PriceSummaryPaise {
  let totalMrp = 0;
  for (const line of lines) totalMrp += line.pricePaise * line.quantity;
  const totalSelling = itemsValuePaise(lines);
  const totalDiscount = totalMrp - totalSelling;
  const platformFee = lines.length > 0 ? PLATFORM_FEE_PAISE : 0;
  const terms: CouponTerms | null =
    typeof coupon === 'number' ? { type: 'flat', amountPaise: coupon } : coupon;
  const couponDiscount = terms ? couponDiscountPaise(terms, totalSelling) : 0;
  return {
    totalMrp,
    totalDiscount,
    platformFee,
    couponDiscount,
    finalAmount: totalSelling + platformFee - couponDiscount,
  };
}

export function summaryInRupees(summary: PriceSummaryPaise): PricingSummary {
  return {
    totalMRP: paiseToRupees(summary.totalMrp),
    totalDiscount: paiseToRupees(summary.totalDiscount),
    platformFee: paiseToRupees(summary.platformFee),
    couponDiscount: paiseToRupees(summary.couponDiscount),
    finalAmount: paiseToRupees(summary.finalAmount),
  };
}
