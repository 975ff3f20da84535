import { idIn } from '../../db/id-in';
import { toShipment } from '../../../contract/couriers';
import type { Order } from '../../../contract/orders';
import { paiseToRupees } from '../../../contract/money';
import { summaryInRupees } from '../../../contract/pricing';
import type { DbOrTx } from '../../db/client';
import type { orders } from '../../db/schema';
import { orderItems } from '../../db/schema';
import { absoluteUrl } from '../../shop-links';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** An order's items in the order they are shown: by name, then size. */
export const sortItems = <Item extends Pick<OrderItemRow, 'name' | 'size'>>(items: Item[]): Item[] =>
  [...items].sort((a, b) => a.name.localeCompare(b.name) || a.size.localeCompare(b.size));

/** Items of several orders grouped by order id, each order's in `sortItems` order (an order without any: []). */
export function groupItemsByOrder<Item extends Pick<OrderItemRow, 'orderId' | 'name' | 'size'>>(
  orderIds: string[],
  rows: Item[],
): Map<string, Item[]> {
  const grouped = new Map<string, Item[]>(orderIds.map((id) => [id, []]));
  for (const row of rows) grouped.get(row.orderId)?.push(row);
  for (const [orderId, items] of grouped) grouped.set(orderId, sortItems(items));
  return grouped;
}

/** Loads the items of several orders in one query, grouped by order id. */
export async function itemsByOrder(db: DbOrTx, orderIds: string[]): Promise<Map<string, OrderItemRow[]>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select().from(orderItems).where(idIn(orderItems.orderId, orderIds));
  return groupItemsByOrder(orderIds, rows);
}

/**
 * The customer's view of an order (docs/product.md section 3), money in rupees. Pictures are full URLs as the API
 * has always given them, made from the stored path with the shop's address of today (`publicUrl`).
 */
export function toOrderView(order: OrderRow, items: OrderItemRow[], publicUrl: string): Order {
  return {
    _id: order.id,
    status: order.status as Order['status'],
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    createdAt: order.placedAt.toISOString(),
    placedAt: order.placedAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    addressInfo: order.addressInfo,
    coupon: order.couponId,
    couponCode: order.couponCode,
    items: items.map((item) => {
      const image = item.imageUrl ? absoluteUrl(publicUrl, item.imageUrl) : null;
      return {
        productId: { _id: item.productId, name: item.name, images: image ? [image] : [] },
        name: item.name,
        image,
        size: item.size,
        quantity: item.quantity,
        priceAtPurchase: paiseToRupees(item.pricePaise),
        discountPriceAtPurchase: paiseToRupees(item.discountPricePaise),
      };
    }),
    itemCount: items.reduce((total, item) => total + item.quantity, 0),
    pricingSummary: summaryInRupees({
      totalMrp: order.totalMrpPaise,
      totalDiscount: order.totalDiscountPaise,
      platformFee: order.platformFeePaise,
      couponDiscount: order.couponDiscountPaise,
      finalAmount: order.finalAmountPaise,
    }),
    invoiceNumber: order.invoiceNumber,
    shipment: toShipment(order),
    statusReason: order.statusReason,
    utr: order.upiUtr,
  };
}
