import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { canonicalEmail } from '../../contract/auth';
import type { Config } from '../config';
import { hashPassword, verifyPassword } from '../modules/auth/password';
import { ensurePromoCoupon } from '../modules/coupons/coupons.service';
import { endAllSessions } from '../plugins/session';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { seedDemoData } from './demo';
import { seedDemoOrders } from './demo-orders';
import { inTransaction } from '../db/transaction';

/**
 * The demo admin of a shop on this computer only (a loopback PUBLIC_URL, no ADMIN_EMAIL): its password is random,
 * printed once in the log when the account is made. A shop with a public address must name its own admin
 * (config.ts refuses to start otherwise), so no public shop ever has a well-known admin.
 */
export const DEMO_ADMIN = { name: 'Shop Admin', email: 'admin@gmail.com' } as const;

/** A random password that meets the shop's password rule (upper case, digit, special character). */
function randomAdminPassword(): string {
  return `Demo-${randomBytes(9).toString('base64url')}-7Q`;
}

/**
 * Creates the configured admin, or makes the existing account of that inbox an admin with this password. When an
 * existing account changes (promoted, or its password replaced), every session it had ends: whoever held one
 * logged in as a shopper or with the old password. Unchanged at a restart, its sessions stay.
 */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string; name?: string },
): Promise<void> {
  const email = admin.email.trim().toLowerCase();
  await inTransaction(db, async (tx) => {
    const [existing] = await tx
      .select()
      .from(users)
      .where(eq(users.canonicalEmail, canonicalEmail(email)))
      .for('update');
    if (!existing) {
      const passwordHash = await hashPassword(admin.password);
      await tx.insert(users).values({ name: admin.name ?? 'Shop Admin', email, passwordHash, role: 'admin' });
      return;
    }
    const samePassword = await verifyPassword(admin.password, existing.passwordHash);
    if (existing.role === 'admin' && samePassword && !existing.isBlocked) return;
    const passwordHash = samePassword ? existing.passwordHash : await hashPassword(admin.password);
    await tx
      .update(users)
      .set({ role: 'admin', passwordHash, isBlocked: false })
      .where(eq(users.id, existing.id));
    await endAllSessions(tx, existing.id);
  });
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
    const placed = await seedDemoOrders(db, new Date(), config.invoices);
    logger.info({ orders: placed }, 'demo orders loaded');
  }
  // config.ts allows no ADMIN_EMAIL only for a shop on a loopback address.
  if (!config.admin) await ensureDemoAdmin(db, logger);
}

async function ensureDemoAdmin(db: Db, logger: FastifyBaseLogger): Promise<void> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.canonicalEmail, canonicalEmail(DEMO_ADMIN.email)));
  if (existing) {
    logger.info(`Demo admin: ${DEMO_ADMIN.email} (its password was printed when it was made)`);
    return;
  }
  const password = randomAdminPassword();
  await ensureAdmin(db, { ...DEMO_ADMIN, password });
  logger.info(
    `Demo admin: ${DEMO_ADMIN.email} / ${password} (printed once; set ADMIN_EMAIL and ADMIN_PASSWORD to use your own)`,
  );
}
