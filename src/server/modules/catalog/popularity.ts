import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ENDING_STATUSES } from '../../../contract/order-status';
import type { Db } from '../../db/client';
import { runPeriodically } from '../../periodic';

// The "Popular" sort orders by units sold in the last 30 days. Summing order_items for every list or search page
// would read every recent order line per request; instead each product keeps the figure (products.units_sold_30d),
// refreshed every hour (docs/decisions/0060-search-hears-age-and-child.md). An hour late is no matter for an order of
// popularity, and the sort stays an index walk.

const POPULARITY_WINDOW_DAYS = 30;
const REFRESH_MS = 60 * 60_000;

/**
 * Sets each product's units sold in the 30 days before `now`, counting orders not cancelled or returned to origin.
 * Only rows whose figure changed are written (each write also rebuilds the row's search document). Answers how many
 * products changed.
 */
export async function refreshPopularity(db: Db, now: Date): Promise<number> {
  const since = new Date(now.getTime() - POPULARITY_WINDOW_DAYS * 24 * 60 * 60_000);
  const result = (await db.execute(sql`
    with sold as (
      select oi.product_id, sum(oi.quantity)::int as units
      from order_items oi join orders o on o.id = oi.order_id
      where o.placed_at >= ${since.toISOString()}::timestamptz
        and o.status not in (${sql.join(
          ENDING_STATUSES.map((status) => sql`${status}`),
          sql`, `,
        )})
      group by oi.product_id
    )
    update products p set units_sold_30d = coalesce(sold.units, 0)
    from products q left join sold on sold.product_id = q.id
    where p.id = q.id and p.units_sold_30d <> coalesce(sold.units, 0)
    returning p.id`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}

/** Refreshes at start and every hour; a change drops the catalog caches so that sorted pages follow. */
export function startPopularityRefresh(
  db: Db,
  now: () => Date,
  onChanged: () => Promise<void>,
  logger: FastifyBaseLogger,
): () => void {
  return runPeriodically(
    async () => {
      if ((await refreshPopularity(db, now())) > 0) await onChanged();
    },
    REFRESH_MS,
    (error) => logger.warn({ err: error }, 'product popularity not refreshed'),
  );
}
