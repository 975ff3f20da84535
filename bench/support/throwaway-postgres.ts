import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';

export const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh, migrated database on a PostgreSQL server, dropped again by `drop()`. */
export async function throwawayPostgres(
  serverUrl: string = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_SERVER_URL,
  poolSize = 20,
): Promise<{ database: Database; url: string; drop(): Promise<void> }> {
  const name = `lh_bench_${randomBytes(5).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: withDatabase(serverUrl, 'postgres'), poolSize: 1 });
  await admin.pool!.query(`create database ${name}`);
  const url = withDatabase(serverUrl, name);
  const database = await openDatabase({ databaseUrl: url, poolSize });
  await runMigrations(database);
  return {
    database,
    url,
    drop: async () => {
      await database.close().catch(() => undefined);
      await admin.pool!.query(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}
