import type { DbOrTx } from '../db/client';
import { outboxEvents } from '../db/schema';
import { afterCommit } from '../db/transaction';
import type { OutboxEvent } from './events';

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
  await eventInsert(tx, event);
}

/**
 * The event's insert, not yet run: for a caller that writes it as part of one larger statement (placing an order).
 * It must run in `tx`, which wakes the workers once it commits.
 */
export function eventInsert(tx: DbOrTx, event: OutboxEvent) {
  afterCommit(tx, wakeWorkers);
  return tx.insert(outboxEvents).values({ type: event.type, payload: event.payload });
}

function wakeWorkers(): void {
  for (const wake of wakers) wake();
}
