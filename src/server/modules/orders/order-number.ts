import crypto from 'node:crypto';
import { shortOrderId } from '../../../contract/order-texts';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';

/**
 * How many ids are tried for a new order before giving up. With n orders kept, an id repeats a number with a chance
 * of n in 16.7 million (six hexadecimal characters), so a second try is rare and a twentieth never happens while the
 * shop has room left in the numbers.
 */
const MOST_TRIES = 20;

type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'shortCode'>;

/**
 * Inserts an order under a new id whose number (its last six characters, `shortOrderId`) no other order has. The
 * number is what a parent's UPI note, a courier's label and the owner's search carry, so two orders sharing one
 * would let a payment or a parcel be matched to the wrong order. The unique index decides, also between two orders
 * placed at the same moment: the later insert waits for the earlier one and, when it took the number, tries again.
 */
export async function insertNumberedOrder(db: DbOrTx, values: NewOrder): Promise<typeof orders.$inferSelect> {
  for (let tries = 1; tries <= MOST_TRIES; tries++) {
    const id = crypto.randomUUID();
    const [order] = await db
      .insert(orders)
      .values({ ...values, id, shortCode: shortOrderId(id) })
      .onConflictDoNothing({ target: orders.shortCode })
      .returning();
    if (order) return order;
  }
  throw new Error(
    `No free order number after ${MOST_TRIES} tries: the six-character numbers are running out.`,
  );
}
