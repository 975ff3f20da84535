// The rush's shop before the doors open: a migrated database with the demo catalog, every size restocked through
// the stock module (ledgered, as an admin would), three coupons, and the shoppers and admins with a session and,
// for shoppers, a saved address. Written directly to the database (registration mails codes, which 200 shoppers
// would spend the run waiting for), then closed: the embedded database can be open in one process only.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { Db } from '../../src/server/db/client';
import {
  addresses,
  coupons,
  productSizes,
  sessions,
  stockMovements,
  users,
} from '../../src/server/db/schema';
import { setProductStock } from '../../src/server/modules/catalog/admin-products.service';
import { SESSION_COOKIE, SESSION_LIFETIME_MS, hashToken } from '../../src/server/plugins/session';
import { seedDemoData } from '../../src/server/seed/demo';

export interface RushPerson {
  id: string;
  email: string;
  cookie: string;
  /** Each comes from an address of its own, through the (trusted, loopback) reverse proxy. */
  ip: string;
  addressId?: string;
}

export interface RushShop {
  shoppers: RushPerson[];
  admins: RushPerson[];
  coupons: Array<{ id: string; rupees: number }>;
  /** Stock per `productId|size` when the doors opened. */
  stock: Map<string, number>;
  /** Sum of the ledger's deltas per `productId|size` when the doors opened. */
  ledger: Map<string, number>;
  productIds: string[];
}

const STOCK_PER_SIZE = 40;

export async function ledgerSums(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({
      productId: stockMovements.productId,
      size: stockMovements.size,
      delta: sql<number>`sum(${stockMovements.delta})`.mapWith(Number),
    })
    .from(stockMovements)
    .groupBy(stockMovements.productId, stockMovements.size);
  return new Map(rows.map((row) => [`${row.productId}|${row.size}`, row.delta]));
}

export async function stockLevels(db: Db): Promise<Map<string, number>> {
  return new Map(
    (await db.select().from(productSizes)).map((row) => [`${row.productId}|${row.size}`, row.stock]),
  );
}

async function person(db: Db, role: 'user' | 'admin', index: number): Promise<RushPerson> {
  const email = `rush-${role}-${index}-${randomBytes(3).toString('hex')}@gmail.com`;
  const [user] = await db
    .insert(users)
    .values({ name: `Rush ${role} ${index}`, email, passwordHash: 'x', role })
    .returning({ id: users.id });
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user!.id,
    expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
  });
  const ip = `10.${role === 'admin' ? 1 : 2}.${index >> 8}.${index & 255}`;
  return { id: user!.id, email, cookie: `${SESSION_COOKIE}=${token}`, ip };
}

export async function prepareShop(db: Db, shopperCount: number, adminCount: number): Promise<RushShop> {
  await seedDemoData(db, pino({ level: 'warn' }));
  const admins: RushPerson[] = [];
  for (let i = 0; i < adminCount; i++) admins.push(await person(db, 'admin', i));
  const restocker = { kind: 'admin' as const, id: admins[0]!.id, email: admins[0]!.email };
  const bySize = new Map<string, string[]>();
  for (const row of await db.select().from(productSizes))
    bySize.set(row.productId, [...(bySize.get(row.productId) ?? []), row.size]);
  for (const [productId, sizes] of bySize)
    await setProductStock(
      db,
      productId,
      sizes.map((size) => ({ size, stock: STOCK_PER_SIZE })) as Parameters<typeof setProductStock>[2],
      'http://localhost',
      restocker,
    );
  const shoppers: RushPerson[] = [];
  for (let i = 0; i < shopperCount; i++) {
    const shopper = await person(db, 'user', i);
    const [address] = await db
      .insert(addresses)
      .values({
        userId: shopper.id,
        fullName: `Shopper ${i}`,
        house: `Flat ${i + 1}, Lotus Residency`,
        area: 'FC Road, Shivajinagar',
        landmark: 'Near the park',
        city: 'Pune',
        // As the shop saves an address: its state is the PIN's (the start would otherwise fill it in, reading the
        // whole PIN directory, and count that as the start's time).
        state: 'Maharashtra',
        zipCode: '411001',
        mobileNo: '9876543210',
        cod: true,
      })
      .returning({ id: addresses.id });
    shoppers.push({ ...shopper, addressId: address!.id });
  }
  const couponRows = await db
    .insert(coupons)
    .values(
      ['RUSH50', 'RUSH75', 'RUSH100'].map((code, i) => ({
        code,
        discountPaise: (i + 2) * 2500,
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    )
    .returning();
  return {
    shoppers,
    admins,
    coupons: couponRows.map((row) => ({ id: row.id, rupees: (row.discountPaise ?? 0) / 100 })),
    stock: await stockLevels(db),
    ledger: await ledgerSums(db),
    productIds: [...bySize.keys()],
  };
}
