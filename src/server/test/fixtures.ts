import { randomUUID } from 'node:crypto';
import type { Size } from '../../contract/constants';
import type { ProductStatus } from '../../contract/product-status';
import { priceSummary, summaryInRupees } from '../../contract/pricing';
import type { Db } from '../db/client';
import { addresses, coupons, productSizes, products, users } from '../db/schema';

// Small builders for test data written straight into the database.

export async function createUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const [user] = await db
    .insert(users)
    .values({
      name: 'Test Shopper',
      email: `shopper-${randomUUID()}@gmail.com`,
      passwordHash: 'not-a-real-hash',
      ...overrides,
    })
    .returning();
  return user!;
}

export async function createProduct(
  db: Db,
  options: {
    stock?: Partial<Record<Size, number>>;
    pricePaise?: number;
    discountPricePaise?: number;
    name?: string;
    description?: string;
    status?: ProductStatus;
  } = {},
) {
  const [product] = await db
    .insert(products)
    .values({
      name: options.name ?? 'Cotton Frock',
      description: options.description ?? 'A soft cotton frock for summer days.',
      category: 'Casual Wear',
      gender: 'Girls',
      pricePaise: options.pricePaise ?? 99_900,
      discountPricePaise: options.discountPricePaise ?? 69_900,
      status: options.status ?? 'active',
    })
    .returning();
  const stock = options.stock ?? { '4-5 y': 10 };
  await db
    .insert(productSizes)
    .values(Object.entries(stock).map(([size, count]) => ({ productId: product!.id, size, stock: count })));
  return product!;
}

export async function createAddress(
  db: Db,
  userId: string,
  overrides: Partial<typeof addresses.$inferInsert> = {},
) {
  const [address] = await db
    .insert(addresses)
    .values({
      userId,
      fullName: 'Asha Rao',
      landmark: 'Near City Mall',
      city: 'Pune',
      zipCode: '411001',
      mobileNo: '9876543210',
      cod: true,
      ...overrides,
    })
    .returning();
  return address!;
}

export async function createCoupon(db: Db, overrides: Partial<typeof coupons.$inferInsert> = {}) {
  const [coupon] = await db
    .insert(coupons)
    .values({
      code: `SAVE${Math.floor(Math.random() * 1e9)}`,
      discountPaise: 10_000,
      expiresAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
      ...overrides,
    })
    .returning();
  return coupon!;
}

/**
 * The body of POST /api/user/createOrder for lines of products made by createProduct with their default prices
 * (₹999, sold at ₹699), cash on delivery, with the totals the server will compute (a coupon of `couponPaise` off).
 */
export function codOrderBody(
  addressId: string,
  lines: Array<{ productId: string; size: Size; quantity: number }>,
  /** A flat coupon (a percent one has no `discountPaise`; its discount is not priced here). */
  coupon: { id: string; discountPaise: number | null } | null = null,
) {
  const summary = priceSummary(
    lines.map((line) => ({ pricePaise: 99_900, discountPricePaise: 69_900, quantity: line.quantity })),
    coupon?.discountPaise ?? 0,
  );
  return {
    addressInfo: addressId,
    paymentMethod: 'cod',
    coupon: coupon?.id ?? null,
    items: lines,
    pricingSummary: summaryInRupees(summary),
  };
}

/** codOrderBody for one line, no coupon. */
export function codOrderPayload(addressId: string, productId: string, quantity = 1, size: Size = '4-5 y') {
  return codOrderBody(addressId, [{ productId, size, quantity }]);
}
