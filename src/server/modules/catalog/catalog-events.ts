import type { CatalogCache } from '../../cache';
import type { Db } from '../../db/client';
import type { OutboxEventType } from '../../outbox/events';
import { handler, type OutboxHandler } from '../../outbox/worker';
import { forgetVocabulary } from './search-vocabulary';

// The durable backstop of read-your-writes (docs/decisions/0046-read-your-writes-after-commit.md). The instance that
// committed a change has already dropped its caches and told the others on the bus (db/catalog-change.ts); an
// instance that missed that message (its bus connection was down, it was starting) hears it here: every event that
// may have changed what the storefront shows drops the catalog caches of every instance once more. One drop serves a
// whole batch of events, and it never waits for a mail of the same event.

/** The events whose transaction may have changed stock, a price or what the storefront shows. */
const CATALOG_CHANGING_EVENTS = [
  'catalog.changed',
  'order.placed',
  'order.status-changed',
  'return.status-changed',
] as const satisfies readonly OutboxEventType[];

export function catalogEventHandlers(deps: { db: Db; catalogCache: CatalogCache }): OutboxHandler[] {
  return CATALOG_CHANGING_EVENTS.map((event) =>
    handler({
      event,
      name: 'catalog-cache',
      coalesce: true,
      handle: () => invalidateCatalog(deps),
    }),
  );
}

/**
 * Drops this instance's catalog caches (the cached answers and the search vocabulary) at once, synchronously, then
 * tells the other instances on the cache's bus (a failed message is logged by the cache, never thrown).
 */
export function invalidateCatalog(deps: { db: Db; catalogCache: CatalogCache }): Promise<void> {
  forgetVocabulary(deps.db);
  return deps.catalogCache.invalidate();
}
