import { spreadCoupon } from './tax-invoice';
import type { Paise } from './money';

// What a return gives back, decided by the server when the return is asked for and stored with it
// (docs/decisions/0056-refunds-credit-notes-and-net-sales.md). Integer paise throughout.
//
// - A line gives back the price paid for its pieces less their part of the order's coupon. The coupon is shared
//   among the order's lines by value exactly as the tax invoice shares it (`spreadCoupon`), and a line's share among
//   its pieces so that the parts of every return of the line add up to the line's share to the paisa.
// - The platform fee is given back only with the return that brings back the whole order (every piece of every
//   line, for a refund): until then the order was still delivered and the service it paid for was given. A piece
//   exchanged for another size stays sold, so an order with an exchange never gets its fee back.
// - An exchange gives back nothing.

export interface OrderLineForRefund {
  productId: string;
  size: string;
  quantity: number;
  /** The selling price of one piece, as paid. */
  unitPricePaise: Paise;
}

export interface ReturnedPieces {
  productId: string;
  size: string;
  quantity: number;
}

interface RefundInput {
  /** The order's lines, in the order of its invoice (`sortItems`). */
  lines: readonly OrderLineForRefund[];
  couponPaise: Paise;
  platformFeePaise: Paise;
  /** Pieces of each line already asked back by earlier requests (returns and exchanges) not rejected. */
  alreadyAsked: readonly ReturnedPieces[];
  /** The part of them asked back for a refund (returns, not exchanges): the fee's rule counts these. */
  alreadyReturned: readonly ReturnedPieces[];
  /** The pieces of this return. */
  items: readonly ReturnedPieces[];
}

export interface RefundLine extends ReturnedPieces {
  /** Price paid for these pieces less their part of the coupon. */
  refundPaise: Paise;
}

export interface Refund {
  lines: RefundLine[];
  /** The platform fee given back: the whole fee with the return that completes the order, else 0. */
  platformFeePaise: Paise;
  totalPaise: Paise;
}

const sameLine = (a: ReturnedPieces) => (b: ReturnedPieces) =>
  a.productId === b.productId && a.size === b.size;

/** The coupon's part of the first `pieces` pieces of a line whose share is `sharePaise` over `quantity` pieces. */
function couponPartOf(sharePaise: Paise, quantity: number, pieces: number): Paise {
  return Math.round((sharePaise * pieces) / quantity);
}

/**
 * The refund of `pieces` pieces of a line, `before` pieces of it having been asked back already: the price of the
 * pieces less the growth of the coupon's part from `before` to `before + pieces` pieces, so that every return of the
 * line together gives back exactly the line's total on the invoice.
 */
export function linePiecesRefund(
  line: { unitPricePaise: Paise; quantity: number; couponSharePaise: Paise },
  before: number,
  pieces: number,
): Paise {
  const coupon =
    couponPartOf(line.couponSharePaise, line.quantity, before + pieces) -
    couponPartOf(line.couponSharePaise, line.quantity, before);
  return line.unitPricePaise * pieces - coupon;
}

/** The refund of a return. Items not in the order are the caller's to refuse before; here they give nothing. */
export function computeRefund(input: RefundInput): Refund {
  const shares = spreadCoupon(
    input.couponPaise,
    input.lines.map((line) => line.unitPricePaise * line.quantity),
  );
  const lines = input.items.map((item) => {
    const index = input.lines.findIndex(sameLine(item));
    if (index < 0) return { ...item, refundPaise: 0 };
    const line = input.lines[index]!;
    const before = input.alreadyAsked.find(sameLine(item))?.quantity ?? 0;
    return {
      ...item,
      refundPaise: linePiecesRefund({ ...line, couponSharePaise: shares[index]! }, before, item.quantity),
    };
  });
  const piecesLeft = input.lines.reduce((left, line) => {
    const asked =
      (input.alreadyReturned.find(sameLine(line))?.quantity ?? 0) +
      input.items.filter(sameLine(line)).reduce((sum, item) => sum + item.quantity, 0);
    return left + Math.max(line.quantity - asked, 0);
  }, 0);
  const platformFeePaise = piecesLeft === 0 ? input.platformFeePaise : 0;
  const totalPaise = lines.reduce((sum, line) => sum + line.refundPaise, 0) + platformFeePaise;
  return { lines, platformFeePaise, totalPaise };
}
