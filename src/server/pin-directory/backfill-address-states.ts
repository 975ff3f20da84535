import { eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { addresses } from '../db/schema';
import { lookUpPin } from './pin-directory';

// The data half of migration 0008: addresses saved before the state was kept get it from their PIN code. SQL
// cannot read India Post's directory, so this runs at every start once the shop is open, and finds nothing to
// do once done. An address whose PIN the directory does not list keeps a null state (its invoice says so).

const BATCH = 500;

export async function backfillAddressStates(db: Db): Promise<number> {
  let filled = 0;
  const unknown = new Set<string>();
  for (;;) {
    const rows = await db
      .select({ id: addresses.id, zipCode: addresses.zipCode })
      .from(addresses)
      .where(isNull(addresses.state))
      .limit(BATCH + unknown.size);
    const todo = rows.filter((row) => !unknown.has(row.id));
    if (todo.length === 0) return filled;
    for (const row of todo) {
      const place = await lookUpPin(row.zipCode);
      if (!place) {
        unknown.add(row.id);
        continue;
      }
      await db.update(addresses).set({ state: place.state }).where(eq(addresses.id, row.id));
      filled += 1;
    }
  }
}
