import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { runMigrations } from './migrate';

// `npm run db:migrate`: applies the migrations to the configured database and exits.
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
await runMigrations(database);
await database.close();
console.log(`Migrations applied (${database.kind}).`);
