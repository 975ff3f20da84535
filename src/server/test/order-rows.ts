import type { Size } from '../../contract/constants';
import type { OrderStatus } from '../../contract/order-status';
import type { OrderAddress } from '../../contract/orders';
import type { Db } from '../db/client';
import { orderItems } from '../db/schema';
import { insertNumberedOrder } from '../modules/orders/order-number';

// Orders written straight into the database, for tests that need many orders or orders at given times
// (search, export, reports) rather than the checkout itself.

interface OrderRowInput {
  placedAt: Date;
  status?: OrderStatus;
  customerName?: string;
  customerEmail?: string;
  address?: Partial<OrderAddress>;
  couponCode?: string | null;
  couponDiscountPaise?: number;
  lines: Array<{
    productId: string;
    name?: string;
    size?: Size;
    quantity?: number;
    pricePaise?: number;
    discountPricePaise?: number;
  }>;
}

export async function insertOrder(db: Db, input: OrderRowInput) {
  const lines = input.lines.map((line) => ({
    productId: line.productId,
    name: line.name ?? 'Cotton Frock',
    size: line.size ?? '4-5 y',
    quantity: line.quantity ?? 1,
    pricePaise: line.pricePaise ?? 99_900,
    discountPricePaise: line.discountPricePaise ?? 69_900,
  }));
  const totalMrp = lines.reduce((sum, l) => sum + l.pricePaise * l.quantity, 0);
  const totalPaid = lines.reduce((sum, l) => sum + l.discountPricePaise * l.quantity, 0);
  const couponDiscount = input.couponDiscountPaise ?? 0;
  const order = await insertNumberedOrder(db, {
    customerName: input.customerName ?? 'Asha Rao',
    customerEmail: input.customerEmail ?? 'asha.rao@gmail.com',
    addressInfo: {
      fullName: input.customerName ?? 'Asha Rao',
      landmark: 'Near City Mall',
      city: 'Pune',
      zipCode: '411001',
      mobileNo: '9876543210',
      ...input.address,
    },
    couponCode: input.couponCode ?? null,
    totalMrpPaise: totalMrp,
    totalDiscountPaise: totalMrp - totalPaid,
    platformFeePaise: 2_000,
    couponDiscountPaise: couponDiscount,
    finalAmountPaise: totalPaid + 2_000 - couponDiscount,
    status: input.status ?? 'pending',
    placedAt: input.placedAt,
    updatedAt: input.placedAt,
  });
  await db.insert(orderItems).values(lines.map((line) => ({ ...line, orderId: order.id })));
  return order;
}
