import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { seedDemoCatalog } from './demo-catalog';

/**
 * Loads the demo shop into an empty database. Returns true when it seeded, false when data was already there.
 * Each capability adds its own demo data here (catalog, coupons).
 */
export async function seedDemoData(
  db: Db,
  logger: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<boolean> {
  const [existing] = await db.select({ id: products.id }).from(products).limit(1);
  if (existing) return false;
  await seedDemoCatalog(db, logger, now);
  return true;
}
