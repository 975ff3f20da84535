// The shop's API as src/server/main.ts starts it (same plugins, rate limits, compression, cache, and the logging a
// shop runs by default: LOG_LEVEL, info unless set), on a loopback port chosen by the system. The log lines go to a
// file, as a service manager would write them, removed when the server stops. DATABASE_URL, or DATA_DIR for PGlite.
// Mail goes to the log, unless BENCH_SMTP_URL names the bench's own local SMTP server (with the shop's SMTP timeouts);
// SMTP_URL is never used here, so that a bench never mails its made-up shoppers through a real provider.
import '../../src/server/heap-growth';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { createMailer } from '../../src/server/mail/mailer';
import { createShopLogger } from '../../src/server/logger';
import { shopLogDestination } from '../../src/server/log-destination';

const config = loadConfig();
const logFile = path.join(os.tmpdir(), `littlehope-bench-shop-${process.pid}.log`);
const logger = createShopLogger(config.logLevel, shopLogDestination(logFile));
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  poolSize: config.databasePoolSize,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
await runMigrations(database);
const mailer = createMailer({
  smtpUrl: process.env.BENCH_SMTP_URL,
  from: config.mailFrom,
  logger,
  timeouts: config.smtpTimeouts,
});
const app = await buildApp({ config, database, mailer, now: () => new Date() }, { logger });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`LISTENING ${typeof address === 'object' && address ? address.port : 0}`);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => rmSync(logFile, { force: true }))
    .then(() => process.exit(0));
});
