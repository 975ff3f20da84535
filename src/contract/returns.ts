import { z } from 'zod';
import { idSchema } from './ids';
import { RETURN_WINDOW_DAYS, SIZES } from './constants';
import { DAY_MS } from './dates';
import { API_ERROR, ORDER_MESSAGES, RETURN_MESSAGES } from './messages';

// Returns and size exchanges after delivery: who may ask what, and the status machine both sides follow.

export const RETURN_KINDS = ['return', 'exchange'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];
export const RETURN_REASONS = [
  'too-small',
  'too-large',
  'damaged',
  'not-as-described',
  'changed-mind',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'received',
  'refunded',
  'replacement-shipped',
  'completed',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** The moves of the machine, per kind: a return ends refunded, an exchange completed after the new size ships. */
export const RETURN_MOVES: Readonly<
  Record<ReturnKind, Readonly<Record<ReturnStatus, readonly ReturnStatus[]>>>
> = {
  return: {
    requested: ['approved', 'rejected'],
    approved: ['received'],
    received: ['refunded'],
    rejected: [],
    refunded: [],
    'replacement-shipped': [],
    completed: [],
  },
  exchange: {
    requested: ['approved', 'rejected'],
    approved: ['received'],
    received: ['replacement-shipped'],
    'replacement-shipped': ['completed'],
    rejected: [],
    refunded: [],
    completed: [],
  },
};

/** The tracker's steps of each kind, in order. */
export const RETURN_TRACKER: Record<ReturnKind, readonly ReturnStatus[]> = {
  return: ['requested', 'approved', 'received', 'refunded'],
  exchange: ['requested', 'approved', 'received', 'replacement-shipped', 'completed'],
};

/** Whole days left to ask, counted from the delivery; 0 once the window has closed. */
export function returnDaysLeft(deliveredAt: Date, now: Date): number {
  const left = deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS - now.getTime();
  return left > 0 ? Math.ceil(left / DAY_MS) : 0;
}

const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;
const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/**
 * A bank account holder's name as banks print it: letters of any script, spaces, `.`, `'` and `-`, starting with a
 * letter. No markup reaches an admin's screen or a later renderer through it.
 */
const HOLDER_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;

export const RefundToSchema = z.union([
  z.object({
    upiId: z.string({ error: RETURN_MESSAGES.upiId }).trim().regex(UPI_ID_PATTERN, RETURN_MESSAGES.upiId),
  }),
  z.object({
    accountNumber: z
      .string({ error: RETURN_MESSAGES.accountNumber })
      .trim()
      .regex(/^\d{9,18}$/, RETURN_MESSAGES.accountNumber),
    ifsc: z
      .string({ error: RETURN_MESSAGES.ifsc })
      .trim()
      .toUpperCase()
      .regex(IFSC_PATTERN, RETURN_MESSAGES.ifsc),
    holderName: z
      .string({ error: RETURN_MESSAGES.holderName })
      .trim()
      .min(2, RETURN_MESSAGES.holderName)
      .max(80, RETURN_MESSAGES.holderName)
      .regex(HOLDER_NAME_PATTERN, RETURN_MESSAGES.holderName),
  }),
]);

/** A piece of the order given back: its product and size, 1 to 5 of it. */
const RETURNED_LINE = {
  productId: idSchema(RETURN_MESSAGES.notInOrder),
  size: z.enum(SIZES, { error: RETURN_MESSAGES.notInOrder }),
  quantity: z.number({ error: RETURN_MESSAGES.quantity }).int().min(1).max(5),
};

/** The pieces of a return, or of its refund preview: 1 to 50 lines, none of the same product and size twice. */
function returnedLines<Line extends { productId: string; size: string }>(line: z.ZodType<Line>) {
  return z
    .array(line, { error: RETURN_MESSAGES.noItems })
    .min(1, RETURN_MESSAGES.noItems)
    .max(50)
    .refine(
      (items) => new Set(items.map((i) => `${i.productId}|${i.size}`)).size === items.length,
      RETURN_MESSAGES.duplicateItem,
    );
}

export const CreateReturnSchema = z
  .object({
    orderId: idSchema(ORDER_MESSAGES.orderNotFound),
    kind: z.enum(RETURN_KINDS, { error: RETURN_MESSAGES.kind }),
    items: returnedLines(
      z.object({
        ...RETURNED_LINE,
        exchangeSize: z.enum(SIZES, { error: RETURN_MESSAGES.exchangeSizeNeeded }).optional(),
      }),
    ),
    reason: z.enum(RETURN_REASONS, { error: RETURN_MESSAGES.reason }),
    refundTo: RefundToSchema.optional(),
  })
  .superRefine((input, context) => {
    if (input.kind !== 'exchange') return;
    input.items.forEach((item, index) => {
      if (!item.exchangeSize)
        context.addIssue({
          code: 'custom',
          path: ['items', index],
          message: RETURN_MESSAGES.exchangeSizeNeeded,
        });
      else if (item.exchangeSize === item.size)
        context.addIssue({ code: 'custom', path: ['items', index], message: RETURN_MESSAGES.sameSize });
    });
  });
export type CreateReturnInput = z.infer<typeof CreateReturnSchema>;

export const UpdateReturnSchema = z.object({
  status: z.enum(RETURN_STATUSES, { error: API_ERROR.unknownStatus }),
  note: z.string().trim().max(500).optional(),
  refundReference: z.string().trim().min(4).max(60).optional(),
});

export const ReturnRequestSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  kind: z.enum(RETURN_KINDS),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  items: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      size: z.string(),
      quantity: z.number().int(),
      exchangeSize: z.string().nullable(),
      /** What these pieces give back, in rupees (src/contract/refunds.ts); 0 in an exchange. */
      refundAmount: z.number(),
    }),
  ),
  refundTo: z.record(z.string(), z.string()).nullable(),
  refundReference: z.string().nullable(),
  /** What the return gives back, in rupees, decided when it was asked for; 0 for an exchange. */
  refundAmount: z.number(),
  /** The part of it that is the order's platform fee (given back only when the whole order comes back). */
  refundPlatformFee: z.number(),
  /** "CN/2026-27/000001" once the refund has reduced the order's tax invoice; null otherwise. */
  creditNoteNumber: z.string().nullable(),
  history: z.array(
    z.object({ status: z.enum(RETURN_STATUSES), at: z.string(), note: z.string().nullable() }),
  ),
  nextStatuses: z.array(z.enum(RETURN_STATUSES)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReturnRequest = z.infer<typeof ReturnRequestSchema>;

/** The return form's question before it is sent: what would these pieces give back? */
export const RefundPreviewInputSchema = z.object({
  orderId: idSchema(ORDER_MESSAGES.orderNotFound),
  items: returnedLines(z.object(RETURNED_LINE)),
});
export type RefundPreviewInput = z.infer<typeof RefundPreviewInputSchema>;

export const RefundPreviewSchema = z.object({
  /** Rupees, as the return would store them. */
  refundAmount: z.number(),
  platformFee: z.number(),
  items: z.array(
    z.object({
      productId: z.string(),
      size: z.string(),
      quantity: z.number().int(),
      refundAmount: z.number(),
    }),
  ),
});
export type RefundPreview = z.infer<typeof RefundPreviewSchema>;
