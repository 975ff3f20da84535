import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { hashPassword } from '../../modules/auth/password';
import { ensurePromoCoupon } from '../../modules/coupons/coupons.service';
import type { Db } from '../client';
import { users } from '../schema';
import { seedDemoData } from './demo';
import { seedDemoOrders } from './demo-orders';

/** The demo admin created when demo data is on and no admin is configured. Printed in the log and README. */
export const DEMO_ADMIN = { name: 'Shop Admin', email: 'admin@gmail.com', password: 'Admin@123' } as const;

/** Creates the configured admin, or promotes the existing account and sets its password. */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string; name?: string },
): Promise<void> {
  const email = admin.email.trim().toLowerCase();
  const passwordHash = await hashPassword(admin.password);
  await db
    .insert(users)
    .values({ name: admin.name ?? 'Shop Admin', email, passwordHash, role: 'admin' })
    .onConflictDoUpdate({ target: users.email, set: { role: 'admin', passwordHash, isBlocked: false } });
}

/**
 * Start-up data: the admin account, the HOPE100 promotion the register and login pages advertise, and, on an
 * empty database with SEED_DEMO on, the demo shop: its catalog and a few weeks of past orders.
 */
export async function bootstrapData(db: Db, config: Config, logger: FastifyBaseLogger): Promise<void> {
  await ensurePromoCoupon(db, new Date());
  if (config.admin) {
    await ensureAdmin(db, config.admin);
    logger.info({ email: config.admin.email }, 'admin account ready');
  }
  if (!config.seedDemo) return;
  if (await seedDemoData(db, logger)) {
    const placed = await seedDemoOrders(db, new Date());
    logger.info({ orders: placed }, 'demo orders loaded');
  }
  if (!config.admin) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN.email));
    if (!existing) await ensureAdmin(db, DEMO_ADMIN);
    logger.info(
      `Demo admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password} (set ADMIN_EMAIL and ADMIN_PASSWORD to use your own)`,
    );
  }
}
