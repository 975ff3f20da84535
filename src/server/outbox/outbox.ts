import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { outboxEvents } from '../db/schema';
import { afterCommit } from '../db/transaction';
import type { OutboxEvent, OutboxEventPayloads, OutboxEventType } from './events';

// Writing an event: inside the transaction whose change it reports, so it exists exactly when the change does.
// After the commit, the outbox workers of this process are woken to deliver it at once; the workers of every
// instance also look for due events on their own, so a crash or a restart only delays delivery.

const wakers = new Set<() => void>();

/** Called by each running outbox worker; returns the unsubscribe. */
export function onOutboxWritten(wake: () => void): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

export async function emitEvent(tx: DbOrTx, event: OutboxEvent): Promise<void> {
  afterCommit(tx, wakeWorkers);
  await tx.insert(outboxEvents).values({ type: event.type, payload: event.payload });
}

/**
 * The insert of an event of `type`, for a statement written once (db/prepared.ts): its payload is the placeholder
 * `event_payload`, which `eventValues` gives.
 */
export function preparedEventInsert(type: OutboxEventType): SQL {
  return sql`insert into ${outboxEvents} (type, payload) values (${type}, ${sql.placeholder('event_payload')}::jsonb)`;
}

/** The placeholder of `preparedEventInsert`; the statement must run in `tx`, which wakes the workers once it commits. */
export function eventValues<T extends OutboxEventType>(
  tx: DbOrTx,
  payload: OutboxEventPayloads[T],
): { event_payload: string } {
  afterCommit(tx, wakeWorkers);
  return { event_payload: JSON.stringify(payload) };
}

function wakeWorkers(): void {
  for (const wake of wakers) wake();
}
