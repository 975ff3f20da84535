import { z } from 'zod';
import { ADDRESS_TYPES } from './address';
import { idSchema } from './ids';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN, PAYMENT_METHODS, SIZES } from './constants';
import { VALIDATION } from './messages/feedback';
import { ShipmentSchema } from './couriers';
import { ORDER_STATUSES } from './order-status';
import { ORDER_MESSAGES, PAYMENT_MESSAGES } from './messages';
import { UTR_PATTERN } from './upi';

// Orders: the createOrder payload of docs/product.md section 7 and the customer's view of an order (section 3).

const rupees = z.number({ error: ORDER_MESSAGES.notRupees }).finite().min(0).max(10_000_000);

const OrderLineInputSchema = z.object({
  productId: idSchema(ORDER_MESSAGES.productGone),
  size: z.enum(SIZES, { error: ORDER_MESSAGES.unknownSize }),
  quantity: z
    .number({ error: ORDER_MESSAGES.quantityRange })
    .int(ORDER_MESSAGES.quantityRange)
    .min(CART_QUANTITY_MIN, ORDER_MESSAGES.quantityRange)
    .max(CART_QUANTITY_MAX, ORDER_MESSAGES.quantityRange),
  // Sent by the client as it saw them; the server recomputes every price from the catalog.
  priceAtPurchase: rupees.optional(),
  discountPriceAtPurchase: rupees.optional(),
});

export const PricingSummarySchema = z.object({
  totalMRP: z.number(),
  totalDiscount: z.number(),
  platformFee: z.number(),
  couponDiscount: z.number(),
  finalAmount: z.number(),
});

const addressField = z.string().max(200);

/** A saved address's five fields, as the original checkout copies them from the chosen address (no id). */
const AddressFieldsSchema = z.object({
  fullName: addressField,
  landmark: addressField,
  city: addressField,
  zipCode: addressField,
  mobileNo: addressField,
});

/**
 * The saved address to deliver to: its id, the address object with its `_id`, or its five fields without an id
 * (then they must match one of the shopper's saved addresses; see docs/decisions/0023-api-compatibility.md).
 */
const AddressRefSchema = z.union(
  [
    idSchema(VALIDATION.addressNotFound),
    z.looseObject({ _id: idSchema(VALIDATION.addressNotFound) }),
    AddressFieldsSchema,
  ],
  { error: VALIDATION.addressNotFound },
);

export const CreateOrderSchema = z.object({
  addressInfo: AddressRefSchema,
  paymentMethod: z.enum(PAYMENT_METHODS, { error: ORDER_MESSAGES.paymentMethod }),
  coupon: idSchema(ORDER_MESSAGES.couponNotFound).nullish(),
  items: z.array(OrderLineInputSchema).min(1, ORDER_MESSAGES.emptyOrder).max(50),
  pricingSummary: PricingSummarySchema.extend({ finalAmount: rupees }),
});
export type CreateOrderInput = z.infer<typeof CreateOrderSchema>;

/** POST /api/user/orders/:orderId/utr: the UPI transaction reference the parent's app showed after paying. */
export const SubmitUtrSchema = z.object({
  utr: z
    .string({ error: PAYMENT_MESSAGES.utrFormat })
    .transform((utr) => utr.replace(/\s/g, ''))
    .pipe(z.string().regex(UTR_PATTERN, PAYMENT_MESSAGES.utrFormat)),
});

/**
 * The delivery address as the order keeps it (a copy taken when it was placed). Orders placed before house, area,
 * state and address type were kept lack them; show any of them with addressLines (contract/address.ts).
 */
export const OrderAddressSchema = z.object({
  fullName: z.string(),
  landmark: z.string(),
  city: z.string(),
  zipCode: z.string(),
  mobileNo: z.string(),
  house: z.string().optional(),
  area: z.string().optional(),
  state: z.string().nullable().optional(),
  addressType: z.enum(ADDRESS_TYPES).optional(),
});
export type OrderAddress = z.infer<typeof OrderAddressSchema>;

/** The ordered product as the original client reads it (populated): the snapshot taken when it was ordered. */
const OrderedProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  images: z.array(z.string()),
});

export const OrderItemSchema = z.object({
  productId: OrderedProductSchema,
  /** The same name and first picture, flat (kept for readers of the earlier shape). */
  name: z.string(),
  image: z.string().nullable(),
  size: z.string(),
  quantity: z.number().int(),
  priceAtPurchase: z.number(),
  discountPriceAtPurchase: z.number(),
});

/** The customer's view of an order. */
export const OrderSchema = z.object({
  _id: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.string(),
  paymentMethod: z.string(),
  createdAt: z.string(),
  placedAt: z.string(),
  updatedAt: z.string(),
  addressInfo: OrderAddressSchema,
  coupon: z.string().nullable(),
  couponCode: z.string().nullable(),
  items: z.array(OrderItemSchema),
  itemCount: z.number().int(),
  pricingSummary: PricingSummarySchema,
  /** "LH/2026-27/000123" once the order has shipped, else null. */
  invoiceNumber: z.string().nullable(),
  /** The courier, AWB and tracking page once it has shipped with them; null before (and for a bare "shipped"). */
  shipment: ShipmentSchema.nullable(),
  /** Why the shop cancelled it or marked it returned to origin; null otherwise. */
  statusReason: z.string().nullable(),
  /** When it was delivered, from its status history; on the shopper's order details only (the return window). */
  deliveredAt: z.string().nullable().optional(),
  /** The 12-digit UTR the parent gave for a UPI payment; null before (and for cash on delivery). */
  utr: z.string().nullable(),
  /**
   * The upi://pay link of a UPI order still unpaid, for its QR code and the "Pay with UPI app" link; null otherwise.
   * On the shopper's order details only.
   */
  upiUri: z.string().nullable().optional(),
});
export type Order = z.infer<typeof OrderSchema>;
