import { z } from 'zod';
import { idSchema } from './ids';
import { ROLES } from './constants';
import { ShipmentInputSchema, ShipmentSchema } from './couriers';
import { ORDER_STATUSES, STATUS_REASON_MAX_LENGTH } from './order-status';
import { AWAITING_PAYMENT } from './payment-status';
import { OrderAddressSchema, OrderItemSchema, PricingSummarySchema } from './orders';
import { ORDER_MESSAGES } from './messages';
import { ORDER_SEARCH_MESSAGES, SHIPMENT_MESSAGES } from './messages/back-office';

// Admin back office payloads (docs/product.md sections 3 and 7).

export const AdminUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  isBlocked: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUsersPageSchema = z.object({
  users: z.array(AdminUserSchema),
  totalPages: z.number().int(),
  successMessage: z.string(),
});

/** The admin's view of an order (docs/product.md section 3, "Order (admin view)"). */
export const AdminOrderSchema = z.object({
  _id: z.string(),
  user: z.object({ _id: z.string().nullable(), name: z.string(), email: z.string(), deleted: z.boolean() }),
  addressInfo: OrderAddressSchema,
  items: z.array(OrderItemSchema),
  paymentMethod: z.string(),
  coupon: z.object({ code: z.string(), discount: z.number() }).nullable(),
  pricingSummary: PricingSummarySchema,
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.string(),
  /** The UTR the parent gave for a UPI payment, for the owner to find in the bank statement. */
  utr: z.string().nullable(),
  /** What the shop still waits for: a UPI payment to verify, or COD cash to collect from the courier. */
  awaitingPayment: z.enum(AWAITING_PAYMENT).nullable(),
  placedAt: z.string(),
  updatedAt: z.string(),
  /** Given when the order ships (src/contract/tax-invoice.ts). */
  invoiceNumber: z.string().nullable(),
  /** The courier, AWB and tracking page once it has shipped with them; null before (and for a bare "shipped"). */
  shipment: ShipmentSchema.nullable(),
  /** Why the shop cancelled it or marked it returned to origin; null otherwise. */
  statusReason: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

export const AdminOrdersPageSchema = z.object({
  order: z.array(AdminOrderSchema),
  totalPages: z.number().int(),
});

/**
 * A status change. The original client sends `{orderId, Ostatus}` alone, which still works; the back office adds the
 * shipment when shipping (courier, `courierName` for "other", awb) and a reason when cancelling or marking rto.
 */
export const UpdateOrderStatusSchema = z
  .object({
    orderId: idSchema(ORDER_MESSAGES.orderNotFound),
    Ostatus: z.enum(ORDER_STATUSES, { error: ORDER_SEARCH_MESSAGES.badStatus }),
    courier: ShipmentInputSchema.shape.courier.optional(),
    courierName: ShipmentInputSchema.shape.courierName,
    awb: ShipmentInputSchema.shape.awb.optional(),
    reason: z
      .string()
      .trim()
      .max(STATUS_REASON_MAX_LENGTH, SHIPMENT_MESSAGES.reasonTooLong)
      .optional()
      .transform((reason) => reason || undefined),
  })
  .superRefine((body, ctx) => {
    const shipping = body.courier !== undefined || body.awb !== undefined || body.courierName !== undefined;
    if (shipping && body.Ostatus !== 'shipped')
      ctx.addIssue({
        code: 'custom',
        message: SHIPMENT_MESSAGES.shipmentOnlyWhenShipping,
        path: ['courier'],
      });
    else if (body.courier === undefined && (body.awb !== undefined || body.courierName !== undefined))
      ctx.addIssue({ code: 'custom', message: SHIPMENT_MESSAGES.awbWithoutCourier, path: ['courier'] });
    else if (body.courier !== undefined && body.awb === undefined)
      ctx.addIssue({ code: 'custom', message: SHIPMENT_MESSAGES.awbRequired, path: ['awb'] });
    else if (body.courier === 'other' && body.courierName === undefined)
      ctx.addIssue({ code: 'custom', message: SHIPMENT_MESSAGES.courierNameRequired, path: ['courierName'] });
    if (body.reason !== undefined && body.Ostatus !== 'cancelled' && body.Ostatus !== 'rto')
      ctx.addIssue({ code: 'custom', message: SHIPMENT_MESSAGES.reasonOnlyWhenFinal, path: ['reason'] });
  });
