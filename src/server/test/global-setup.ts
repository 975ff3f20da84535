import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { startPrivatePostgres } from '../faults/private-postgres';
import { adminUrl, databaseUrlFor } from './postgres-urls';

// One migrated database per test run that each test file copies: a PGlite snapshot file, or a PostgreSQL
// template database. Migrating once instead of per file saves seconds per file.
export default async function setup(project: TestProject) {
  if (project.name === 'api-postgres') return setupPostgresTemplate(project);
  return setupPgliteSnapshot(project);
}

async function setupPgliteSnapshot(project: TestProject) {
  const database = await openDatabase({});
  await runMigrations(database);
  const snapshot = await database.snapshot!();
  await database.close();
  const file = path.join(os.tmpdir(), `lh-pglite-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  fs.writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => fs.rmSync(file, { force: true });
}

/**
 * The PostgreSQL server the suite runs on: the one TEST_DATABASE_URL names, or else a private one started from
 * Debian's server binaries for this run (and removed after it).
 */
async function postgresForTests(): Promise<{ url: string; destroy(): void }> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) return { url: given, destroy: () => undefined };
  // Test files run side by side, each with a pool of its own (two for the scale-out tests).
  const server = await startPrivatePostgres({ settings: ['max_connections=300'] });
  return { url: server.url, destroy: () => server.destroy() };
}

async function setupPostgresTemplate(project: TestProject) {
  const server = await postgresForTests();
  const serverUrl = server.url;
  const template = `lh_template_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: adminUrl(serverUrl), poolSize: 1 });
  await admin.pool!.query(`create database ${template}`);
  const templateDb = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, template), poolSize: 1 });
  await runMigrations(templateDb);
  await templateDb.close();
  project.provide('pgTemplate', template);
  project.provide('pgServerUrl', serverUrl);
  return async () => {
    await admin.pool!.query(`drop database if exists ${template} with (force)`);
    await admin.close();
    server.destroy();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
    /** The PostgreSQL server of the api-postgres project (TEST_DATABASE_URL or a private one). */
    pgServerUrl: string;
    pgliteSnapshot: string;
  }
}
