/**
 * Connections an instance opens to PostgreSQL at most: about twice the database server's cores. The shop's queries
 * are CPU-bound on a server whose data fits in memory; more of them at once only take turns on its cores and
 * contend for its caches. On two cores, 50 connections of uncached searches on 100,000 products used 8.7–9.2 ms of
 * database CPU a search through 4 connections and 11.4–13.1 ms through 10 (docs/decisions/0034-database-pool-size.md).
 */
export const DEFAULT_POOL_SIZE = 4;
