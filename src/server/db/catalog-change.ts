import type { Db, DbOrTx } from './client';
import { afterCommit, databaseOfUnit } from './transaction';

// Read your writes (docs/decisions/0046-read-your-writes-after-commit.md): a transaction that changes what the
// storefront shows (stock, a price, a product's fields, pictures or visibility) says so with `markCatalogChanged`.
// The stock module does it for every stock move and `emitEvent` for every 'catalog.changed' event, so services that
// go through them need nothing more. Once the transaction has committed, and before `inTransaction` returns (so
// before the route answers), every listener of that database runs: the app drops this instance's catalog caches
// and tells the other instances on its bus. The outbox event of the change stays the durable backstop for an
// instance that missed the message.

const listeners = new WeakMap<Db, Set<() => void>>();

/**
 * Records that the transaction `tx` changes the catalog. It must be a transaction of `inTransaction` (the only
 * one that knows when it committed); elsewhere (a one-off script) the change's outbox event alone tells.
 */
export function markCatalogChanged(tx: DbOrTx): void {
  const db = databaseOfUnit(tx);
  if (db) afterCommit(tx, () => catalogCommitted(db), 'catalog-changed');
}

/** Runs `listener` after every committed catalog change on `db`, synchronously; returns the unsubscribe. */
export function onCatalogCommitted(db: Db, listener: () => void): () => void {
  const set = listeners.get(db) ?? new Set();
  listeners.set(db, set);
  set.add(listener);
  return () => set.delete(listener);
}

function catalogCommitted(db: Db): void {
  for (const listener of listeners.get(db) ?? []) {
    try {
      listener();
    } catch {
      // The change is committed and its answer must go out; the outbox event drops the caches a moment later.
    }
  }
}
