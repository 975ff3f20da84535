import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { istDateTimeKey, istDayKey } from '../../../contract/dates';
import type { Db, DbOrTx } from '../../db/client';
import { outboxEvents, products, productSizes, users } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import type { Mailer } from '../../mail/mailer';
import { emitEvent } from '../../outbox/outbox';
import { handler, type OutboxHandler } from '../../outbox/worker';
import { runPeriodically } from '../../periodic';
import { lowStockDigestMail } from './low-stock-mail';
import { lowStock, lowStockWhere } from './low-stock.service';
import { absoluteUrl } from '../../shop-links';

// One e-mail a day to the shop's admins when sizes are at or under the low-stock level, so that an owner learns a
// size is running out before a shopper complains. An hourly tick on every instance asks for it; the day's event in
// the outbox is written once (under an advisory lock, checked by its day), and the outbox worker sends it.

/** The digest goes out from 09:00 IST: the owner reads it in the morning, before the day's packing. */
const DIGEST_FROM_IST_HOUR = 9;
const TICK_MS = 60 * 60 * 1000;

/** The digest event written for `day`, if any: found on outbox_events_type_day_idx (outbox-plans.test.ts). */
export function digestEventOf(db: DbOrTx, day: string) {
  return db
    .select({ id: outboxEvents.id })
    .from(outboxEvents)
    .where(and(eq(outboxEvents.type, 'stock.low-digest'), sql`${outboxEvents.payload}->>'day' = ${day}`))
    .limit(1);
}

/** Writes today's digest event if it is time, something is low and no instance wrote it yet; true if written. */
export async function scheduleLowStockDigest(db: Db, now: Date, threshold: number): Promise<boolean> {
  if (Number(istDateTimeKey(now).slice(11, 13)) < DIGEST_FROM_IST_HOUR) return false;
  const day = istDayKey(now);
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('stock.low-digest'))`);
    const [written] = await digestEventOf(tx, day);
    if (written) return false;
    const [low] = await tx
      .select({ stock: productSizes.stock })
      .from(productSizes)
      .innerJoin(products, eq(products.id, productSizes.productId))
      .where(lowStockWhere(threshold))
      .limit(1);
    if (!low) return false;
    await emitEvent(tx, { type: 'stock.low-digest', payload: { day } });
    return true;
  });
}

/** Asks at start and every hour; a failed tick is logged and tried again at the next one. */
export function startLowStockDigest(
  db: Db,
  now: () => Date,
  threshold: number,
  logger: FastifyBaseLogger,
): () => void {
  return runPeriodically(
    () => scheduleLowStockDigest(db, now(), threshold),
    TICK_MS,
    (error) => logger.warn({ err: error }, 'low-stock digest not scheduled'),
  );
}

/** Sends the digest to every admin who can log in, with the sizes low when it is sent (most urgent first). */
export function lowStockDigestHandlers(deps: {
  db: Db;
  mailer: Mailer;
  threshold: number;
  publicUrl: string;
}): OutboxHandler[] {
  return [
    handler({
      event: 'stock.low-digest',
      name: 'admin-mail',
      mail: true,
      async handle() {
        const items = await lowStock(deps.db, deps.threshold);
        if (items.length === 0) return;
        const admins = await deps.db
          .select({ email: users.email })
          .from(users)
          .where(and(eq(users.role, 'admin'), eq(users.isBlocked, false)));
        const url = absoluteUrl(deps.publicUrl, '/admin/dashboard');
        for (const { email } of admins) {
          await deps.mailer.send(lowStockDigestMail(email, items, deps.threshold, url));
        }
      },
    }),
  ];
}
