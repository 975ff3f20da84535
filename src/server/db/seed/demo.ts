import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../client';

/**
 * Loads the demo shop into an empty database. Returns true when it seeded, false when data was already there.
 * Each capability adds its own demo data here (catalog, coupons).
 */
export async function seedDemoData(_db: Db, _logger: FastifyBaseLogger): Promise<boolean> {
  return false;
}
