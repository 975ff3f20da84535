import './heap-growth';
import path from 'node:path';
import { Redis } from 'ioredis';
import { createShopLogger } from './logger';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { bootstrapData } from './seed/bootstrap';
import { createMailer } from './mail/mailer';
import { warnAboutStoredAddresses } from './mail/stored-addresses';
import { startHousekeeping } from './modules/auth/housekeeping';
import { startLowStockDigest } from './modules/stock-alerts/low-stock-digest';
import { startUpiExpiry } from './modules/payments/upi-expiry';
import { startPopularityRefresh } from './modules/catalog/popularity';
import { invalidateCatalog } from './modules/catalog/catalog-events';
import { startOutboxRetention } from './outbox/retention';
import { backfillAddressStates } from './pin-directory/backfill-address-states';
import { warmPinDirectory } from './pin-directory/pin-directory';

// Start-up: configuration, database, migrations, start-up data, then listen; SIGTERM/SIGINT close cleanly.

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger = createShopLogger(config.logLevel);
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  poolSize: config.databasePoolSize,
  pgliteDir: path.join(config.dataDir, 'pglite'),
  onPoolError: (error) =>
    logger.warn(
      { code: (error as { code?: string }).code, reason: error.message },
      'database connection lost',
    ),
});
await runMigrations(database);
await bootstrapData(database.db, config, logger);
await warnAboutStoredAddresses(database.db, logger);
if (!config.invoices.seller.gstin)
  logger.warn(
    'SHOP_GSTIN is not set: orders get a plain "Invoice" without GST (a seller below the threshold)',
  );

const redis = config.redisUrl
  ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
  : undefined;
redis?.on('error', (error) => logger.warn({ err: error }, 'redis error'));

const mailer = createMailer({
  smtpUrl: config.smtpUrl,
  from: config.mailFrom,
  logger,
  timeouts: config.smtpTimeouts,
});
const app = await buildApp(
  { config, database, mailer, redis, now: () => new Date() },
  { logger: logger, serveWeb: config.env === 'production' },
);

const stopHousekeeping = startHousekeeping(database.db, () => new Date(), app.log);
const stopDigest = startLowStockDigest(database.db, () => new Date(), config.lowStockThreshold, app.log);
const stopOutboxRetention = startOutboxRetention(database.db, () => new Date(), app.log);
// Runs even without a UPI ID: orders placed while the shop took UPI still end.
const stopUpiExpiry = startUpiExpiry(
  database.db,
  () => new Date(),
  { windowHours: config.upiPaymentWindowHours, invoices: config.invoices },
  app.log,
);
const stopPopularity = startPopularityRefresh(
  database.db,
  () => new Date(),
  () => invalidateCatalog({ db: database.db, catalogCache: app.catalogCache }),
  app.log,
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info({ signal }, 'shutting down');
  // Give in-flight requests time to finish, but never hang forever.
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  stopHousekeeping();
  stopDigest();
  stopPopularity();
  stopOutboxRetention();
  stopUpiExpiry();
  await app.close();
  redis?.disconnect();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
// The PIN directory is read in the background, once the shop is open, so that the first shopper who types a PIN does
// not wait. Addresses saved before states were kept get theirs from it then; until they have, one shows and prints
// without its state, as one whose PIN India Post does not list (their lookup used to hold the start for the 1.5 s
// of reading the directory, at every start while any such address was left).
void warmPinDirectory()
  .then(() => backfillAddressStates(database.db))
  .then((filled) => {
    if (filled > 0) logger.info({ addresses: filled }, 'gave saved addresses their state');
  })
  .catch((error: unknown) => {
    if (!closing) logger.warn({ err: error }, 'could not give saved addresses their state');
  });
logger.info(`LittleHope is open at ${config.publicUrl} (database: ${database.kind})`);
