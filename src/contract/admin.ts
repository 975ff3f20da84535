import { z } from 'zod';
import { idSchema } from './ids';
import { ROLES } from './constants';
import { ORDER_STATUSES } from './order-status';
import { OrderAddressSchema, OrderItemSchema, PricingSummarySchema } from './orders';
import { ORDER_MESSAGES, ORDER_SEARCH_MESSAGES } from './messages';

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

export const MessageSchema = z.object({ message: z.string() });

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
  placedAt: z.string(),
  updatedAt: z.string(),
  /** Given when the order ships (src/contract/tax-invoice.ts). */
  invoiceNumber: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

export const AdminOrdersPageSchema = z.object({
  order: z.array(AdminOrderSchema),
  totalPages: z.number().int(),
});

export const UpdateOrderStatusSchema = z.object({
  orderId: idSchema(ORDER_MESSAGES.orderNotFound),
  Ostatus: z.enum(ORDER_STATUSES, { error: ORDER_SEARCH_MESSAGES.badStatus }),
});
