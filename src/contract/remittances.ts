import { z } from 'zod';
import { COURIERS } from './couriers';
import { CalendarDaySchema } from './calendar-day-schema';
import { idSchema } from './ids';
import { ORDER_MESSAGES, REMITTANCE_MESSAGES } from './messages';

// Cash on delivery paid to the shop by couriers (docs/decisions/0055-payment-status-and-cod-remittances.md): the
// remittance the owner records, and the cash still with couriers, by courier and by age.

/** Most orders one remittance may cover. */
const REMITTANCE_MAX_ORDERS = 200;

export const RecordRemittanceSchema = z.object({
  courier: z.enum(COURIERS, { error: REMITTANCE_MESSAGES.courier }),
  /** Rupees, as on the courier's statement. */
  amount: z
    .number({ error: REMITTANCE_MESSAGES.amount })
    .positive(REMITTANCE_MESSAGES.amount)
    .max(10_000_000, REMITTANCE_MESSAGES.amount)
    .refine((rupees) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6, REMITTANCE_MESSAGES.amount),
  /** The day the money reached the shop (YYYY-MM-DD). */
  date: CalendarDaySchema,
  reference: z
    .string({ error: REMITTANCE_MESSAGES.reference })
    .trim()
    .min(3, REMITTANCE_MESSAGES.reference)
    .max(60, REMITTANCE_MESSAGES.reference),
  orderIds: z
    .array(idSchema(ORDER_MESSAGES.orderNotFound), { error: REMITTANCE_MESSAGES.noOrders })
    .min(1, REMITTANCE_MESSAGES.noOrders)
    .max(REMITTANCE_MAX_ORDERS, REMITTANCE_MESSAGES.tooManyOrders)
    .refine((ids) => new Set(ids).size === ids.length, REMITTANCE_MESSAGES.orderTwice),
});
export type RecordRemittanceInput = z.infer<typeof RecordRemittanceSchema>;

export const RemittanceSchema = z.object({
  _id: z.string(),
  courier: z.enum(COURIERS),
  amount: z.number(),
  date: z.string(),
  reference: z.string(),
  orderIds: z.array(z.string()),
  recordedAt: z.string(),
});
export type Remittance = z.infer<typeof RemittanceSchema>;

export const RemittancesSchema = z.object({ remittances: z.array(RemittanceSchema) });

/** How long the courier has held the cash since delivery, in days. */
export const CASH_AGE_BANDS = ['0-7', '8-15', '16-30', '30+'] as const;
export type CashAgeBand = (typeof CASH_AGE_BANDS)[number];

export function cashAgeBand(days: number): CashAgeBand {
  if (days <= 7) return '0-7';
  if (days <= 15) return '8-15';
  if (days <= 30) return '16-30';
  return '30+';
}

export const CashOrderSchema = z.object({
  _id: z.string(),
  customerName: z.string(),
  amount: z.number(),
  deliveredAt: z.string().nullable(),
  ageDays: z.number().int(),
  ageBand: z.enum(CASH_AGE_BANDS),
  awb: z.string().nullable(),
});
export type CashOrder = z.infer<typeof CashOrderSchema>;

export const CashWithCourierSchema = z.object({
  /** null: orders marked shipped without a courier; any courier's remittance may cover them. */
  courier: z.enum(COURIERS).nullable(),
  total: z.number(),
  /** Rupees per age band. */
  byAge: z.record(z.enum(CASH_AGE_BANDS), z.number()),
  orders: z.array(CashOrderSchema),
});
export type CashWithCourier = z.infer<typeof CashWithCourierSchema>;

export const CashWithCouriersSchema = z.object({
  couriers: z.array(CashWithCourierSchema),
  total: z.number(),
});
export type CashWithCouriers = z.infer<typeof CashWithCouriersSchema>;
