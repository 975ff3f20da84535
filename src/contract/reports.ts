import { z } from 'zod';
import { CalendarDaySchema } from './calendar-day-schema';
import { addDays, DAY_MS, istDayKey } from './dates';
import { REPORT_MESSAGES } from './messages/back-office';
import { REPORT_MAX_DAYS } from './constants';
import { UnpaidSalesSchema } from './revenue';

// The back office's Reports (/admin/reports): revenue and orders over a chosen range of IST days, per day, week
// (Monday to Sunday) or month, with the rates and breakdowns a shop owner reads. Definitions:
// docs/product.md section 2 (Reports).

export const REPORT_INTERVALS = ['day', 'week', 'month'] as const;
export type ReportInterval = (typeof REPORT_INTERVALS)[number];
const REPORT_DEFAULT_DAYS = 30;
export const REPORT_TOP_PRODUCTS = 10;

const day = CalendarDaySchema;

/** The default range: the last 30 IST days up to today. */
export function defaultReportRange(now: Date): { from: string; to: string } {
  return { from: istDayKey(addDays(now, -(REPORT_DEFAULT_DAYS - 1))), to: istDayKey(now) };
}

export const ReportQuerySchema = z
  .object({
    from: day,
    to: day,
    interval: z.enum(REPORT_INTERVALS, { error: REPORT_MESSAGES.badInterval }).default('day'),
  })
  .refine((q) => q.from <= q.to, { message: REPORT_MESSAGES.badRange, path: ['from'] })
  .refine((q) => daysBetween(q.from, q.to) < REPORT_MAX_DAYS, {
    message: REPORT_MESSAGES.rangeTooLong,
    path: ['to'],
  });
export type ReportQuery = z.output<typeof ReportQuerySchema>;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * Each period of the range by its first IST day (a week starts on Monday), in order, gaps included. The range is
 * checked first (days within SHOP_YEARS, in order, at most REPORT_MAX_DAYS long), so there are never more than
 * REPORT_MAX_DAYS periods; a range that is not is refused here rather than walked.
 */
export function reportPeriods(from: string, to: string, interval: ReportInterval): string[] {
  if (!ReportQuerySchema.safeParse({ from, to, interval }).success)
    throw new RangeError(`not a report range: ${from} to ${to}`);
  const start = new Date(`${from}T00:00:00Z`);
  if (interval === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  if (interval === 'month') start.setUTCDate(1);
  const periods: string[] = [];
  for (const cursor = start; cursor.toISOString().slice(0, 10) <= to;) {
    periods.push(cursor.toISOString().slice(0, 10));
    if (interval === 'day') cursor.setUTCDate(cursor.getUTCDate() + 1);
    else if (interval === 'week') cursor.setUTCDate(cursor.getUTCDate() + 7);
    else cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return periods;
}

const rate = z.number().min(0).max(1);

export const ReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  interval: z.enum(REPORT_INTERVALS),
  summary: z.object({
    /**
     * Net sales, in rupees (src/contract/revenue.ts): final amounts of the orders placed in the range and not
     * cancelled (nor returned to origin), less the returns refunded in the range.
     */
    revenue: z.number(),
    /** The sales before refunds, and the refunds, in rupees: revenue = grossSales − refunds. */
    grossSales: z.number(),
    refunds: z.number(),
    /** GST credit notes issued in the range: how many, and their total in rupees. */
    creditNotes: z.object({ count: z.number().int(), total: z.number() }),
    /** Orders placed in the range, not cancelled, still unpaid. */
    awaitingPayment: UnpaidSalesSchema,
    /** Orders not cancelled. */
    orders: z.number().int(),
    averageOrderValue: z.number(),
    unitsSold: z.number().int(),
    cancelledOrders: z.number().int(),
    /** Cancelled orders out of all orders placed in the range. */
    cancellationRate: rate,
    returnedOrders: z.number().int(),
    /** Orders with a return out of the delivered orders placed in the range. */
    returnRate: rate,
  }),
  /** Per period: net sales (sales placed less refunds made in it) and orders placed. */
  series: z.array(z.object({ period: z.string(), revenue: z.number(), orders: z.number().int() })),
  byCategory: z.array(
    z.object({ _id: z.string(), revenue: z.number(), orders: z.number().int(), units: z.number().int() }),
  ),
  byGender: z.array(z.object({ _id: z.string(), revenue: z.number(), units: z.number().int() })),
  topProducts: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      category: z.string(),
      units: z.number().int(),
      revenue: z.number(),
    }),
  ),
});
export type Report = z.infer<typeof ReportSchema>;

/** A share as the screens print it: "12.5%". */
export function formatRate(value: number): string {
  return `${(Math.round(value * 1000) / 10).toLocaleString('en-IN')}%`;
}
