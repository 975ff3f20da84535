import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { pgliteStatementClient } from './pglite-statements';
import { DEFAULT_POOL_SIZE } from './pool-size';
import * as schema from './schema';

/** The one Drizzle API the rest of the server uses, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The underlying PostgreSQL pool, for the few things that need a dedicated connection. */
  pool?: pg.Pool;
  /** PGlite only: the whole data directory as a tarball. */
  snapshot?: () => Promise<Blob>;
}

interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Directory for the embedded database files; absent means in memory (tests). */
  pgliteDir?: string | undefined;
  /** A dumped PGlite data directory to start from (tests start from a migrated snapshot). */
  pgliteSnapshot?: Blob | undefined;
  /** Connections to a PostgreSQL server at most (DEFAULT_POOL_SIZE when absent). */
  poolSize?: number;
  onPoolError?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options.pgliteDir, options.pgliteSnapshot);
}

/**
 * The embedded PostgreSQL's memory settings (docs/decisions/0070-embedded-database-memory.md). PGlite runs the
 * server inside the shop's process, in WebAssembly memory that grows and is never given back, so what PostgreSQL
 * touches once stays in the shop's resident memory: its default 128 MB of shared buffers alone were a third of it.
 * One connection and one shop's catalog need far less; the files behind them sit in the system's page cache anyway.
 */
const PGLITE_SETTINGS = {
  shared_buffers: '16MB',
  work_mem: '2MB',
  maintenance_work_mem: '16MB',
  temp_buffers: '2MB',
} as const;

async function openPglite(dir: string | undefined, snapshot: Blob | undefined): Promise<Database> {
  if (dir) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const client = await PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
    // pg_trgm: the first migration creates it (the trigram index it made is gone since the second).
    extensions: { pg_trgm },
    startParams: [
      ...PGlite.defaultStartParams,
      ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
  });
  // Drizzle is given the statements' client, PGlite itself keeps the rest (closing, the snapshot).
  const statements = pgliteStatementClient(client);
  const db = drizzlePglite({ client: statements as unknown as PGlite, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await statements.query('select 1');
    },
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? DEFAULT_POOL_SIZE,
    // Fail fast while the server is down, so requests get a quick 503 instead of hanging.
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30000,
  });
  // A connection losing its server must not crash the process, whether idle in the pool or checked out in a
  // transaction (the query in flight fails and becomes a 503); the next query reconnects.
  pool.on('error', (error) => options.onPoolError?.(error));
  pool.on('connect', (client) => client.on('error', (error) => options.onPoolError?.(error)));
  const db = drizzlePostgres(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
