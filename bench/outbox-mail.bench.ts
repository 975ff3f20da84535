// The outbox's mail throughput against a slow provider: one shop instance, started as the server module starts it,
// mails through a local SMTP server at which each message takes 300 ms. 40 shoppers place 400 orders over
// real HTTP; each order's confirmation is an outbox event whose mail goes out in the mail lane
// (OUTBOX_MAIL_CONCURRENCY in flight, 8 by default). The figure is the confirmations the SMTP server accepted, a
// second, from the first order to the last confirmation (docs/decisions/0071-outbox-mail-throughput-bench.md).
// A throwaway PostgreSQL database, created and dropped here.
import { DEFAULT_MAIL_CONCURRENCY } from '../src/server/outbox/mail-lane-size';
import { SmtpCatcher } from '../src/server/test/smtp-catcher';
import { cpuSeconds, percentile, startServer, type ChildServer } from './lib/load';
import { mailsPerSecond, PROVIDER_MS } from './lib/mail-rate';
import { benchProduct, benchShoppers, oldestUndelivered, placeOrders } from './lib/orders';
import { DEFAULT_SERVER_URL, throwawayPostgres } from './support/throwaway-postgres';
import { atLeast, info, type BenchModule } from './types';

const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? DEFAULT_SERVER_URL;
/** Shoppers × orders each: 400 confirmations, within the shop's 20 orders per shopper in 10 minutes. */
const SHOPPERS = 40;
const ORDERS_EACH = 10;
const MAILS = SHOPPERS * ORDERS_EACH;
/** Mails a second one instance must take to a 300 ms provider: above a sale-day rush of 20 orders a second. */
const BUDGET = 20;
/** Long enough for 400 mails at a quarter of the budget; past it the figure counts what arrived. */
const WAIT_MS = 80_000;

const CONFIRMATION = /^Subject: .*order #(\S+) placed\s*$/im;

const outboxMailBench: BenchModule = {
  name: 'outbox mail',
  async run(record) {
    const lane = Number(process.env.OUTBOX_MAIL_CONCURRENCY ?? DEFAULT_MAIL_CONCURRENCY);
    const provider = new SmtpCatcher({ mailMs: PROVIDER_MS });
    const throwaway = await throwawayPostgres(SERVER_URL, 4);
    let shop: ChildServer | undefined;
    try {
      await provider.start();
      shop = await startServer('bench/servers/shop.ts', {
        DATABASE_URL: throwaway.url,
        NODE_ENV: 'production',
        SEED_DEMO: 'false',
        BENCH_SMTP_URL: provider.url,
      });
      const pool = throwaway.database.pool!;
      const products: string[] = [];
      for (let i = 0; i < 20; i++) products.push(await benchProduct(pool, `Bench Mail Frock ${i}`, 1_000));
      const shoppers = await benchShoppers(pool, SHOPPERS);

      const started = performance.now();
      const placed = await placeOrders(shop.url, shoppers, ORDERS_EACH, (s, i) => {
        return products[(s * 7 + i) % products.length]!;
      });
      const placedMs = performance.now() - started;
      if (placed.placed !== MAILS)
        throw new Error(`outbox mail: only ${placed.placed} of ${MAILS} orders placed`);
      const backlog = await oldestUndelivered(pool);
      const mailedByThen = provider.received.length;
      const cpuByThen = cpuSeconds(shop.pid);

      const confirmations = () => provider.received.filter((mail) => CONFIRMATION.test(mail.raw));
      const deadline = started + WAIT_MS;
      while (confirmations().length < MAILS && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const gaveUpAt = performance.now();
      const cpuPerMailMs =
        ((cpuSeconds(shop.pid) - cpuByThen) * 1000) / (provider.received.length - mailedByThen);
      const received = confirmations();
      const orders = new Set(received.map((mail) => CONFIRMATION.exec(mail.raw)![1]));
      if (orders.size !== received.length)
        throw new Error(`outbox mail: ${received.length - orders.size} confirmations received twice`);
      const rate = mailsPerSecond(
        started,
        received.map((mail) => mail.at),
        { expected: MAILS, gaveUpAt },
      );
      const atProvider = received.map((mail) => mail.at - mail.startedAt);
      const lastMs = received.length === MAILS ? Math.max(...received.map((mail) => mail.at)) - started : NaN;
      console.log(
        `outbox mail: ${MAILS} orders placed in ${(placedMs / 1000).toFixed(1)} s by ${SHOPPERS} shoppers; then ` +
          `${mailedByThen} confirmations received, ${backlog.owed} events owed, the oldest ${backlog.ageSeconds.toFixed(1)} s old; ` +
          `${received.length} of ${MAILS} received ${received.length === MAILS ? `${(lastMs / 1000).toFixed(1)} s after the first order` : `within ${WAIT_MS / 1000} s`} ` +
          `(provider ${PROVIDER_MS} ms a message, ${lane} in flight: at most ${Math.round((lane * 1000) / PROVIDER_MS)} a second). ` +
          `A mail at the provider, from its start to its acceptance: p50 ${percentile(atProvider, 50).toFixed(0)} ms, p95 ${percentile(atProvider, 95).toFixed(0)} ms; ` +
          `the shop's CPU a mail once the orders were in: ${cpuPerMailMs.toFixed(1)} ms`,
      );
      record(
        atLeast(
          `outbox mail throughput, ${PROVIDER_MS} ms provider, ${lane} in flight`,
          Math.round(rate * 10) / 10,
          BUDGET,
          'mails/s',
        ),
        info(
          `outbox mail: oldest undelivered when the ${MAILS} orders are in`,
          Math.round(backlog.ageSeconds * 10) / 10,
          's',
        ),
      );
    } finally {
      await shop?.stop().catch(() => undefined);
      await provider.stop();
      await throwaway.drop();
    }
  },
};

export default outboxMailBench;
