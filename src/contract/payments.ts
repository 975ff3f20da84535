import { z } from 'zod';
import { PAYMENT_METHODS } from './constants';
import { PAYMENT_MESSAGES } from './messages';
import { PAYMENT_STATUSES } from './payment-status';

// The payment calls' payloads (docs/decisions/0054-upi-to-the-shops-vpa.md).

/** GET /api/user/payment-methods (public): what the checkout may offer, and whom a UPI payment goes to. */
export const PaymentMethodsSchema = z.object({
  methods: z.array(z.enum(PAYMENT_METHODS)),
  upi: z.object({ payeeName: z.string() }).nullable(),
});
export type PaymentMethods = z.infer<typeof PaymentMethodsSchema>;

/** PUT /api/admin/orders/:orderId/payment: the owner's verdict on a UPI payment. */
export const VerifyPaymentSchema = z.object({
  status: z.enum(['paid', 'failed'], { error: PAYMENT_MESSAGES.badVerification }),
});

/** GET /api/admin/orders/:orderId/payment-history: every move of the order's payment, oldest first. */
export const PaymentHistorySchema = z.object({
  history: z.array(
    z.object({
      from: z.enum(PAYMENT_STATUSES),
      to: z.enum(PAYMENT_STATUSES),
      by: z.enum(['shopper', 'admin', 'shop']),
      note: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
