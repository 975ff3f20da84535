import { and, eq, gte, ilike, isNotNull, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AwaitingPayment } from '../../../contract/payment-status';
import type { OrderFilter } from '../../../contract/admin-order-search';
import { addDays, istDayStart } from '../../../contract/dates';
import { isId } from '../../../contract/ids';
import { containsPattern } from '../../db/like';
import { orders } from '../../db/schema';

// The back office's order search, shared by the list and the CSV export. Dates are IST calendar days: "to" is
// inclusive, so the bound is the start of the next IST day.

const SHORT_ID = /^#?([0-9a-f]{6})$/i;

/** Digits of a typed mobile number without spaces, dashes or the +91 / 0 prefix. */
function mobileDigits(q: string): string | undefined {
  if (!/^[\d\s()+-]+$/.test(q)) return undefined;
  const digits = q.replace(/\D/g, '').replace(/^(91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return digits.length >= 4 ? digits : undefined;
}

function textMatch(q: string): SQL | undefined {
  if (isId(q)) return eq(orders.id, q.toLowerCase());
  const pattern = containsPattern(q);
  const shortId = SHORT_ID.exec(q)?.[1];
  const mobile = mobileDigits(q);
  return or(
    shortId ? sql`right(${orders.id}::text, 6) = ${shortId.toLowerCase()}` : undefined,
    ilike(orders.customerName, pattern),
    ilike(sql`${orders.addressInfo}->>'fullName'`, pattern),
    ilike(orders.customerEmail, pattern),
    mobile ? like(sql`${orders.addressInfo}->>'mobileNo'`, containsPattern(mobile)) : undefined,
  );
}

/** The WHERE clause for a filter; undefined when nothing is filtered. */
export function orderFilterWhere(filter: Partial<OrderFilter>): SQL | undefined {
  return and(
    filter.q ? textMatch(filter.q) : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.from ? gte(orders.placedAt, istDayStart(filter.from)) : undefined,
    filter.to ? lt(orders.placedAt, addDays(istDayStart(filter.to), 1)) : undefined,
    filter.payment ? awaitingPaymentWhere(filter.payment) : undefined,
  );
}

/** The SQL of awaitingPayment (src/contract/payment-status.ts). */
function awaitingPaymentWhere(awaiting: AwaitingPayment): SQL | undefined {
  return awaiting === 'to-verify'
    ? and(eq(orders.paymentStatus, 'unpaid'), eq(orders.paymentMethod, 'upi'), isNotNull(orders.upiUtr))
    : and(
        eq(orders.paymentStatus, 'unpaid'),
        eq(orders.paymentMethod, 'cod'),
        eq(orders.status, 'delivered'),
      );
}
