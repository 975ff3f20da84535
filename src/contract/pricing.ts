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

export const PLATFORM_FEE_PAISE: Paise = rupeesToPaise(PLATFORM_FEE_RUPEES);

/**
 * Sums the lines and applies the platform fee and a flat coupon. The coupon never takes the item total below
 * zero (it is capped at MRP − discount); the fee is charged only when there is something to buy.
 */
export function priceSummary(lines: readonly PricedLine[], couponPaise: Paise = 0): PriceSummaryPaise {
  let totalMrp = 0;
  let totalSelling = 0;
  for (const line of lines) {
    totalMrp += line.pricePaise * line.quantity;
    totalSelling += line.discountPricePaise * line.quantity;
  }
  const totalDiscount = totalMrp - totalSelling;
  const platformFee = lines.length > 0 ? PLATFORM_FEE_PAISE : 0;
  const couponDiscount = Math.min(Math.max(couponPaise, 0), totalSelling);
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
