// The shop's API as src/server/main.ts starts it (same plugins, rate limits, compression, cache), on a loopback
// port chosen by the system, with warnings-only logging. DATABASE_URL, or DATA_DIR for PGlite.
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { createMailer } from '../../src/server/mail/mailer';

const config = loadConfig();
const logger = pino({ level: 'warn' });
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  poolSize: config.databasePoolSize,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
await runMigrations(database);
const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, logger });
const app = await buildApp({ config, database, mailer, now: () => new Date() }, { logger });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`LISTENING ${typeof address === 'object' && address ? address.port : 0}`);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
