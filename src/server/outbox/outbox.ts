import { markCatalogChanged } from '../db/catalog-change';
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

/**
 * Writes `event` in `tx`. A 'catalog.changed' event also marks the transaction as changing the catalog, so that this
 * instance's caches are dropped before the answer (db/catalog-change.ts) and the event carries it to the others.
 */
export async function emitEvent(tx: DbOrTx, event: OutboxEvent): Promise<void> {
  afterCommit(tx, wakeWorkers, 'outbox-written');
  if (event.type === 'catalog.changed') markCatalogChanged(tx);
  await tx.insert(outboxEvents).values({ type: event.type, payload: event.payload });
}

function wakeWorkers(): void {
  for (const wake of wakers) wake();
}
