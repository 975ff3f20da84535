import type { CatalogCache } from '../../cache';
import type { Db } from '../../db/client';
import { handler, type OutboxHandler } from '../../outbox/worker';
import { forgetVocabulary } from './search-vocabulary';

// After a product change has committed (src/server/outbox): the catalog caches of every instance are dropped (this
// one's at once, the others' through the cache's bus) and this instance's search vocabulary is read again. One drop
// serves a whole batch of changes.

export function catalogEventHandlers(deps: { db: Db; catalogCache: CatalogCache }): OutboxHandler[] {
  return [
    handler({
      event: 'catalog.changed',
      name: 'catalog-cache',
      coalesce: true,
      async handle() {
        forgetVocabulary(deps.db);
        await deps.catalogCache.invalidate();
      },
    }),
  ];
}
