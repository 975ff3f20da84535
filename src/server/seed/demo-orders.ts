import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_IMAGE_WIDTH } from '../../contract/catalog';
import { SIZES } from '../../contract/constants';
import { type OrderStatus } from '../../contract/order-status';
import { priceSummary } from '../../contract/pricing';
import { mediaPath } from '../images/image-urls';
import { hashPassword } from '../modules/auth/password';
import type { Db } from '../db/client';
import { orderItems, orderStatusHistory, orders, productImages, products, users } from '../db/schema';
import { inTransaction } from '../db/transaction';
import type { InvoiceSettings } from '../invoice-settings';
import { issueInvoice } from '../modules/invoices/issue-invoice';
import { insertNumberedOrder } from '../modules/orders/order-number';
import { demoProductId } from './demo-catalog';
import { DAY_MS, istStartOfDay } from '../../contract/dates';

/*
 * Seven weeks of a small shop's past orders, so that a fresh demo shop's dashboard, order list and customer list
 * show what they are for. The shoppers cannot log in (their passwords are random and never shown), no mail is
 * sent, and stock is left as the catalog set it: these orders were delivered from stock restocked since. Each
 * order has the status history it would have had (so its timeline, and the return window of a delivered one,
 * read as in a real shop), and those that shipped have their invoices, numbered in the order they shipped.
 */

const SHOPPERS = [
  { name: 'Ananya Sharma', city: 'Pune', zipCode: '411001', landmark: 'Near FC Road' },
  { name: 'Rohan Mehta', city: 'Mumbai', zipCode: '400050', landmark: 'Opposite Bandra Talao' },
  { name: 'Priya Nair', city: 'Kochi', zipCode: '682016', landmark: 'Near MG Road Metro' },
  { name: 'Arjun Reddy', city: 'Hyderabad', zipCode: '500034', landmark: 'Road No. 12, Banjara Hills' },
  { name: 'Meera Iyer', city: 'Chennai', zipCode: '600017', landmark: 'Near Pondy Bazaar' },
  { name: 'Kabir Singh', city: 'Delhi', zipCode: '110024', landmark: 'Lajpat Nagar Market' },
  { name: 'Diya Patel', city: 'Ahmedabad', zipCode: '380009', landmark: 'Near Law Garden' },
  { name: 'Vihaan Das', city: 'Kolkata', zipCode: '700019', landmark: 'Near Gariahat Crossing' },
] as const;

/** Each shopper's orders: [days ago, demo product number, quantity]; the newest ones are still on their way. */
const ORDERS: ReadonlyArray<ReadonlyArray<readonly [number, number, number]>> = [
  [
    [47, 3, 1],
    [20, 12, 2],
    [0.1, 31, 1],
  ],
  [
    [42, 9, 1],
    [12, 44, 1],
  ],
  [
    [36, 17, 2],
    [2, 25, 1],
  ],
  [
    [29, 40, 1],
    [8, 5, 1],
    [0.3, 52, 1],
  ],
  [[23, 22, 1]],
  [
    [18, 58, 1],
    [4, 14, 2],
  ],
  [[11, 36, 1]],
  [
    [6, 61, 1],
    [1, 28, 1],
  ],
];

/** Days after placing at which an order reached each status (a cancelled one was cancelled by the shopper). */
const REACHED_AFTER_DAYS: Record<Exclude<OrderStatus, 'pending' | 'rto'>, number> = {
  confirmed: 0.3,
  shipped: 1.5,
  delivered: 3,
  cancelled: 0.2,
};

/** The statuses an order went through to reach `status`, after "pending". */
function pathTo(status: OrderStatus): Array<Exclude<OrderStatus, 'pending' | 'rto'>> {
  if (status === 'cancelled') return ['cancelled'];
  const path = ['confirmed', 'shipped', 'delivered'] as const;
  return path.slice(0, path.indexOf(status as (typeof path)[number]) + 1);
}

/** How far an order of that age has gone (one of the old ones was cancelled). */
function statusOfAge(daysAgo: number, shopper: number): OrderStatus {
  if (daysAgo > 10) return shopper === 4 ? 'cancelled' : 'delivered';
  if (daysAgo > 3) return 'shipped';
  if (daysAgo > 0.5) return 'confirmed';
  return 'pending';
}

export async function seedDemoOrders(db: Db, now: Date, invoiceSettings: InvoiceSettings): Promise<number> {
  const ids = [...new Set(ORDERS.flat().map(([, product]) => demoProductId(product)))];
  const [productRows, pictures] = await Promise.all([
    db.select().from(products).where(inArray(products.id, ids)),
    db
      .select({ productId: productImages.productId, imageId: productImages.imageId })
      .from(productImages)
      .where(and(inArray(productImages.productId, ids), eq(productImages.position, 0))),
  ]);
  const productById = new Map(productRows.map((row) => [row.id, row]));
  const pictureOf = new Map(pictures.map((row) => [row.productId, row.imageId]));
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  // An order listed less than a day ago is one of today's, for the dashboard's "today" (the IST calendar day): just
  // after midnight in India it is placed since midnight, not on the evening before.
  const sinceMidnight = (now.getTime() - istStartOfDay(now).getTime()) / DAY_MS;
  const ageOf = (listed: number) => (listed < 1 ? Math.min(listed, sinceMidnight) : listed);

  let placed = 0;
  const shipped: Array<{ orderId: string; at: Date }> = [];
  for (const [s, shopper] of SHOPPERS.entries()) {
    const history = ORDERS[s]!;
    const email = `${shopper.name.toLowerCase().replace(/\s+/g, '.')}.demo@gmail.com`;
    const [user] = await db
      .insert(users)
      .values({
        name: shopper.name,
        email,
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
        createdAt: ago(history[0]![0] + 1),
      })
      .onConflictDoNothing()
      .returning();
    if (!user) continue;
    for (const [listedAge, productNumber, quantity] of history) {
      const daysAgo = ageOf(listedAge);
      const product = productById.get(demoProductId(productNumber));
      if (!product) continue;
      const summary = priceSummary([{ ...product, quantity }]);
      const status = statusOfAge(daysAgo, s);
      const reached = pathTo(status).map((to) => ({ to, at: ago(daysAgo - REACHED_AFTER_DAYS[to]) }));
      const imageId = pictureOf.get(product.id);
      const order = await insertNumberedOrder(db, {
        userId: user.id,
        customerName: user.name,
        customerEmail: user.email,
        addressInfo: {
          fullName: shopper.name,
          landmark: shopper.landmark,
          city: shopper.city,
          zipCode: shopper.zipCode,
          mobileNo: `98${String(45_000_000 + s * 1_234_567).padStart(8, '0')}`,
        },
        paymentMethod: 'cod',
        totalMrpPaise: summary.totalMrp,
        totalDiscountPaise: summary.totalDiscount,
        platformFeePaise: summary.platformFee,
        couponDiscountPaise: summary.couponDiscount,
        finalAmountPaise: summary.finalAmount,
        status,
        // Cash on delivery: delivered demo orders stay unpaid, cash the couriers still have to remit (/admin/cash).
        placedAt: ago(daysAgo),
        updatedAt: reached.at(-1)?.at ?? ago(daysAgo),
      });
      const steps = [
        { from: null, to: 'pending' as OrderStatus, at: ago(daysAgo) },
        ...reached.map((step, i) => ({
          from: i === 0 ? ('pending' as OrderStatus) : reached[i - 1]!.to,
          ...step,
        })),
      ];
      await db.insert(orderStatusHistory).values(
        steps.map((step) => ({
          orderId: order.id,
          fromStatus: step.from,
          toStatus: step.to,
          // The shopper places and cancels; the shop moves an order on.
          actorKind: step.to === 'pending' || step.to === 'cancelled' ? 'shopper' : 'shop',
          actorId: step.to === 'pending' || step.to === 'cancelled' ? user.id : null,
          changedAt: step.at,
        })),
      );
      const shipping = reached.find((step) => step.to === 'shipped');
      if (shipping) shipped.push({ orderId: order.id, at: shipping.at });
      await db.insert(orderItems).values({
        orderId: order.id,
        productId: product.id,
        name: product.name,
        // A path, not a URL: the demo does not know the address the shop will be served from.
        imageUrl: imageId ? mediaPath(imageId, DEFAULT_IMAGE_WIDTH) : null,
        size: SIZES[(productNumber + s) % SIZES.length]!,
        quantity,
        pricePaise: product.pricePaise,
        discountPricePaise: product.discountPricePaise,
      });
      placed++;
    }
  }
  // Invoice numbers run in the order the parcels left, as they would have been given.
  for (const { orderId, at } of shipped.sort((a, b) => a.at.getTime() - b.at.getTime())) {
    await inTransaction(db, async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      await issueInvoice(tx, order!, at, invoiceSettings);
    });
  }
  return placed;
}
