import { formatRupees } from '../../contract/money';
import type { PricingSummary } from '../../contract/pricing';
import { useTexts } from '../lib/language/use-texts';

interface PriceSummaryProps {
  summary: PricingSummary;
  /** The last, bold row: 'Total Amount' on the bag, 'Total' at checkout, 'Final Amount' on an order. */
  totalLabel: string;
  /** The discount row's words where a screen names it differently ('Discount on MRP' on the bag). */
  discountLabel?: string;
  /**
   * The coupon row: always (checkout, admin order: shows ₹0.00 until one is chosen), only when a coupon took
   * something off (the shopper's order), or never (the bag, where no coupon is chosen yet).
   */
  coupon?: 'always' | 'when-used' | 'never';
  /** Named after the amount when known: 'Coupon Discount (HOPE100)'. */
  couponCode?: string | null | undefined;
  /** A tighter block without its own top rule, e.g. inside an alert. */
  compact?: boolean;
}

/** '−₹100.00' for an amount taken off; a plain '₹0.00' when nothing is. */
function takenOff(rupees: number): string {
  return rupees > 0 ? `−${formatRupees(rupees)}` : formatRupees(0);
}

/**
 * The bill of the bag, the checkout, a shopper's order and the admin's order: the same rows in the same order
 * (docs/product.md section 9: MRP − discount + platform fee − coupon), amounts taken off in green with a minus sign.
 */
export function PriceSummary({
  summary,
  totalLabel,
  discountLabel: givenDiscountLabel,
  coupon = 'always',
  couponCode,
  compact = false,
}: PriceSummaryProps) {
  const { BILL_TEXT } = useTexts();
  const discountLabel = givenDiscountLabel ?? BILL_TEXT.totalDiscount;
  const rows: { label: string; value: string; off?: boolean }[] = [
    { label: BILL_TEXT.totalMrp, value: formatRupees(summary.totalMRP) },
    { label: discountLabel, value: takenOff(summary.totalDiscount), off: summary.totalDiscount > 0 },
    { label: BILL_TEXT.platformFee, value: formatRupees(summary.platformFee) },
  ];
  if (coupon === 'always' || (coupon === 'when-used' && summary.couponDiscount > 0))
    rows.push({
      label: couponCode ? `${BILL_TEXT.couponDiscount} (${couponCode})` : BILL_TEXT.couponDiscount,
      value: takenOff(summary.couponDiscount),
      off: summary.couponDiscount > 0,
    });
  return (
    <dl className={`flex flex-col gap-2 text-sm ${compact ? 'mt-2' : ''}`}>
      {rows.map((row) => (
        <div key={row.label} className="flex justify-between gap-4">
          <dt className="text-ink-soft">{row.label}</dt>
          <dd className={`whitespace-nowrap font-semibold ${row.off ? 'text-mint-700' : ''}`}>{row.value}</dd>
        </div>
      ))}
      <div className="mt-1 flex justify-between gap-4 border-t border-line pt-3 text-base font-extrabold">
        <dt>{totalLabel}</dt>
        <dd className="whitespace-nowrap">{formatRupees(summary.finalAmount)}</dd>
      </div>
    </dl>
  );
}
