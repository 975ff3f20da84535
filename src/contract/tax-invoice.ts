import { istDayKey } from './dates';
import type { Paise } from './money';
import { INVOICE_DOCUMENT } from './messages/documents';

// The GST arithmetic of a tax invoice, pure so that the server, the tests and anyone reading it see one rule.
// Prices shown to shoppers include GST; an invoice splits each line into its taxable value and the tax in it.
// Money is integer paise, rounded once per line, and the invoice total is the order's final amount to the paisa.
// See docs/decisions/0029-gst-tax-invoice.md for the rates and the reasons.

export interface GstRates {
  /** Rate on a piece whose value is up to the threshold (apparel: 5 %). */
  lowRatePercent: number;
  /** Rate on a piece above it (apparel: 18 %). */
  highRatePercent: number;
  /** Value of one piece, before tax, up to which the low rate applies (apparel: ₹2,500). */
  thresholdPaise: Paise;
  /** Rate on the platform fee, a service of its own. */
  platformFeeRatePercent: number;
}

export const DEFAULT_GST_RATES: GstRates = {
  lowRatePercent: 5,
  highRatePercent: 18,
  thresholdPaise: 2500_00,
  platformFeeRatePercent: 18,
};

/** Services accounting code of the platform fee: "other support services". */
export const PLATFORM_FEE_SAC = '998599';

export interface InvoiceLineInput {
  description: string;
  hsnCode: string;
  quantity: number;
  /** The tax-inclusive selling price of one piece, as the shopper saw it. */
  unitPricePaise: Paise;
}

export interface InvoiceInput {
  lines: readonly InvoiceLineInput[];
  platformFeePaise: Paise;
  couponPaise: Paise;
  /** False for a seller without a GSTIN: a plain invoice, no tax lines. */
  registered: boolean;
  sellerStateCode: string;
  buyerStateCode: string;
  rates: GstRates;
}

export interface InvoiceLine {
  description: string;
  hsnCode: string;
  quantity: number;
  unitPricePaise: Paise;
  /** Quantity × unit price. */
  grossPaise: Paise;
  /** This line's part of the order's coupon. */
  couponSharePaise: Paise;
  taxableValuePaise: Paise;
  ratePercent: number;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  /** What the shopper pays for the line: gross − coupon share = taxable value + tax. */
  totalPaise: Paise;
}

interface InvoiceTotals {
  grossPaise: Paise;
  couponPaise: Paise;
  taxableValuePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  taxPaise: Paise;
  totalPaise: Paise;
}

export interface InvoiceTaxes {
  /** CGST + SGST when the buyer is in the seller's state, IGST otherwise. */
  intraState: boolean;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
}

/**
 * Shares a flat coupon among lines in proportion to their value, in whole paise that add up exactly to the coupon
 * (largest remainders get the odd paise, ties to the earlier line).
 */
export function spreadCoupon(couponPaise: Paise, grossPaise: readonly Paise[]): Paise[] {
  const total = grossPaise.reduce((sum, gross) => sum + gross, 0);
  const coupon = Math.min(Math.max(couponPaise, 0), total);
  if (coupon === 0 || total === 0) return grossPaise.map(() => 0);
  const exact = grossPaise.map((gross) => (coupon * gross) / total);
  const shares = exact.map(Math.floor);
  let left = coupon - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * The rate of a line: low when one piece, valued before tax at the low rate, is within the threshold. The coupon's
 * share lowers the value first (a discount shown on the invoice reduces the value of the supply).
 */
function pieceRatePercent(netPaise: Paise, quantity: number, rates: GstRates): number {
  // net / quantity / (1 + low) <= threshold, in integers.
  return netPaise * 100 <= rates.thresholdPaise * (100 + rates.lowRatePercent) * quantity
    ? rates.lowRatePercent
    : rates.highRatePercent;
}

interface TaxSplit {
  taxableValuePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
}

/**
 * A tax-inclusive value split into its taxable value and the tax in it, CGST + SGST (the odd paisa to CGST) within
 * the seller's state, IGST otherwise. Invoices and credit notes split their lines with it.
 */
export function splitTax(totalPaise: Paise, ratePercent: number, intraState: boolean): TaxSplit {
  const taxable = Math.round((totalPaise * 100) / (100 + ratePercent));
  const tax = totalPaise - taxable;
  const cgst = intraState ? Math.ceil(tax / 2) : 0;
  return {
    taxableValuePaise: taxable,
    cgstPaise: cgst,
    sgstPaise: intraState ? tax - cgst : 0,
    igstPaise: intraState ? 0 : tax,
  };
}

function taxLine(
  base: Omit<InvoiceLine, 'taxableValuePaise' | 'ratePercent' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'>,
  ratePercent: number,
  intraState: boolean,
): InvoiceLine {
  return { ...base, ratePercent, ...splitTax(base.totalPaise, ratePercent, intraState) };
}

export function computeInvoiceTaxes(input: InvoiceInput): InvoiceTaxes {
  const intraState = input.sellerStateCode === input.buyerStateCode;
  const gross = input.lines.map((line) => line.unitPricePaise * line.quantity);
  const shares = spreadCoupon(input.couponPaise, gross);
  const lines = input.lines.map((line, index) => {
    const total = gross[index]! - shares[index]!;
    const rate = input.registered ? pieceRatePercent(total, line.quantity, input.rates) : 0;
    return taxLine(
      { ...line, grossPaise: gross[index]!, couponSharePaise: shares[index]!, totalPaise: total },
      rate,
      intraState,
    );
  });
  if (input.platformFeePaise > 0) {
    lines.push(
      taxLine(
        {
          description: INVOICE_DOCUMENT.platformFee,
          hsnCode: PLATFORM_FEE_SAC,
          quantity: 1,
          unitPricePaise: input.platformFeePaise,
          grossPaise: input.platformFeePaise,
          couponSharePaise: 0,
          totalPaise: input.platformFeePaise,
        },
        input.registered ? input.rates.platformFeeRatePercent : 0,
        intraState,
      ),
    );
  }
  const sum = (pick: (line: InvoiceLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const totals: InvoiceTotals = {
    grossPaise: sum((l) => l.grossPaise),
    couponPaise: sum((l) => l.couponSharePaise),
    taxableValuePaise: sum((l) => l.taxableValuePaise),
    cgstPaise: sum((l) => l.cgstPaise),
    sgstPaise: sum((l) => l.sgstPaise),
    igstPaise: sum((l) => l.igstPaise),
    taxPaise: sum((l) => l.cgstPaise + l.sgstPaise + l.igstPaise),
    totalPaise: sum((l) => l.totalPaise),
  };
  return { intraState, lines, totals };
}

// ---------- invoice numbers ----------

/** India's financial year of an instant (April to March, IST): "2026-27". */
export function financialYear(instant: Date): string {
  const [year, month] = istDayKey(instant).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * A series of GST documents, each kind with its own prefix and its own numbers: "<prefix>/<financial year>/<the
 * year's running number, six digits or more>".
 */
interface GstSeries {
  /** Whether a text is a number of this series. */
  pattern: RegExp;
  format(year: string, sequence: number): string;
}

export function gstSeries(prefix: string): GstSeries {
  return {
    pattern: new RegExp(`^${prefix}/\\d{4}-\\d{2}/\\d{6,}$`),
    format: (year, sequence) => `${prefix}/${year}/${String(sequence).padStart(6, '0')}`,
  };
}

/** "LH/2026-27/000123": the shop's prefix, the financial year and the year's running number. */
export const INVOICE_SERIES = gstSeries('LH');

// ---------- the invoice as issued ----------

/** An invoice as it was issued when the order shipped; stored with the order and never recomputed. */
export interface IssuedInvoice {
  number: string;
  issuedAt: string;
  /** "Tax Invoice", or "Invoice" for a seller without a GSTIN. */
  title: string;
  seller: {
    legalName: string;
    address: string;
    state: string;
    stateCode: string;
    gstin: string | null;
    specimen: boolean;
  };
  buyer: {
    name: string;
    /** The landmark as the order kept it: the whole street line for orders placed before house and area were kept. */
    address: string;
    city: string;
    pinCode: string;
    state: string;
    stateCode: string;
    /** Flat or house and building, street or area, mobile: on invoices issued since the address was kept whole. */
    house?: string;
    area?: string;
    mobile?: string;
  };
  /** "Karnataka (29)": the buyer's state, where the goods are delivered. */
  placeOfSupply: string;
  orderId: string;
  orderDate: string;
  taxes: InvoiceTaxes;
  amountInWords: string;
}
