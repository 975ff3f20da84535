import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { openDatabase, type Database, type Db } from '../db/client';
import { MIGRATIONS_FOLDER, runMigrations } from '../db/migrate';
import { adminUrl, databaseUrlFor } from './postgres-urls';

// For the tests of a migration's data fix: a database migrated up to the migration before it, rows written as the
// older code wrote them, then the shop's own migrations run as they do at start.

/** A copy of the migrations folder that ends just before the migration `tag`. */
function migrationsBefore(tag: string): { folder: string; remove(): void } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-migrations-'));
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: Array<{ idx: number; tag: string }>;
  };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at, `${tag} is in the journal`).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return { folder, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

/** An empty database: in-memory PGlite, or a new database on the PostgreSQL test server. */
async function emptyDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres')
    return { database: await openDatabase({}), drop: async () => undefined };
  const serverUrl = inject('pgServerUrl');
  const name = `lh_migration_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: adminUrl(serverUrl), poolSize: 1 });
  await admin.pool!.query(`create database ${name}`);
  const database = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name), poolSize: 2 });
  return {
    database,
    drop: async () => {
      await admin.pool!.query(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

/**
 * A database migrated up to just before migration `tag`, made before the file's tests and dropped after them (its
 * own afterAll hooks, registered later, run first). The tests write old rows into it, then run the shop's
 * migrations.
 */
export function useDatabaseBefore(tag: string): () => Database {
  let database: Database | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ database, drop } = await emptyDatabase());
    const before = migrationsBefore(tag);
    try {
      await runMigrations(database, before.folder);
    } finally {
      before.remove();
    }
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });
  return () => database!;
}

/** The rows a plain SQL statement answers, on PGlite and PostgreSQL alike. */
export async function sqlRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
