import { z } from 'zod';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN, PAYMENT_METHODS, SIZES } from './constants';
import { ORDER_STATUSES } from './order-status';

// Orders: the createOrder payload of SPEC.md section 7 and the customer's view of an order (section 3).

export const ORDER_MESSAGES = {
  pricesChanged: 'Prices have changed. Please review your cart.',
  onlyCod: 'Only Cash on Delivery payment is available.',
  noCodForAddress: 'Cash on delivery is not available for this PIN code. Please choose another address.',
  emptyOrder: 'Your bag is empty.',
  duplicateLine: 'Each product size may appear only once in an order.',
  productGone: 'A product in your bag is no longer available.',
  unknownSize: 'This size does not exist for this product.',
  couponNotFound: 'This coupon does not exist.',
  couponExpired: 'This coupon has expired.',
  couponUsed: 'You have already used this coupon.',
  couponFirstOrderOnly: 'This coupon is valid on your first order only.',
  onlyPendingCancel: 'Only an order that is still being processed can be cancelled.',
  orderNotFound: 'Order not found.',
  quantityRange: `Quantity must be a whole number from ${CART_QUANTITY_MIN} to ${CART_QUANTITY_MAX}.`,
} as const;

export function shortOfStockMessage(available: number, size: string, productName: string): string {
  return available > 0
    ? `Only ${available} left in size ${size} for ${productName}`
    : `${productName} is sold out in size ${size}`;
}

/** "Order #1A2B3C": the last 6 characters of the id in capitals. */
export function shortOrderId(id: string): string {
  return id.slice(-6).toUpperCase();
}

const uuid = (message: string) => z.string({ error: message }).regex(/^[0-9a-f-]{36}$/i, message);
const rupees = z.number({ error: 'Must be an amount in rupees.' }).finite().min(0).max(10_000_000);

export const OrderLineInputSchema = z.object({
  productId: uuid(ORDER_MESSAGES.productGone),
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

/** The saved address to deliver to: its id, or the address object as the checkout shows it. */
const AddressRefSchema = z.union([
  uuid('Selected address not found.'),
  z.looseObject({ _id: uuid('Selected address not found.') }),
]);

export const CreateOrderSchema = z.object({
  addressInfo: AddressRefSchema,
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Please select a payment method.' }),
  coupon: uuid(ORDER_MESSAGES.couponNotFound).nullish(),
  items: z.array(OrderLineInputSchema).min(1, ORDER_MESSAGES.emptyOrder).max(50),
  pricingSummary: PricingSummarySchema.extend({ finalAmount: rupees }),
});
export type CreateOrderInput = z.infer<typeof CreateOrderSchema>;

export const OrderAddressSchema = z.object({
  fullName: z.string(),
  landmark: z.string(),
  city: z.string(),
  zipCode: z.string(),
  mobileNo: z.string(),
});

export const OrderItemSchema = z.object({
  productId: z.string(),
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
});
export type Order = z.infer<typeof OrderSchema>;
