// The server's figures: throughput against a bare Fastify baseline, search and listing latency as the catalog grows
// from 1,000 to 100,000 products, checkout under 20 concurrent shoppers (and how far behind its mail is at the end),
// and the embedded PGlite. Everything runs on loopback, against a throwaway PostgreSQL database (created and dropped
// here), a throwaway PGlite directory and a local SMTP server.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SmtpCatcher } from '../src/server/test/smtp-catcher';
import {
  latencies,
  loadGenerator,
  percentile,
  residentMb,
  startServer,
  throughput,
  type ChildServer,
  type Throughput,
} from './lib/load';
import { PROVIDER_MS } from './lib/mail-rate';
import { benchProduct, benchShoppers, oldestUndelivered, placeOrders } from './lib/orders';
import { suggestP95 } from './lib/suggest-latency';
import { atLeast, atMost, info, type BenchModule, type BenchRow } from './types';

const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
const SIZES = [1_000, 10_000, 100_000];

const TYPICAL = [
  'frock',
  'peacock kurta',
  'unicorn frock',
  'girls party dress',
  'blue shirt',
  'festive kurta',
];
const MISSPELLED = ['lehnga', 'pink frok', 'elefant', 'dinosor shirt', 'butterfy', 'jaket'];
/**
 * Searches the catalog cache has not seen: the shop caches a search under its words, page and page size, so each
 * request gets a page size of its own (28 down to 9) for its query, and warm-ups ask for page 2.
 */
const searchPaths = (queries: string[], count: number, page = 1) =>
  Array.from(
    { length: count },
    (_, i) =>
      `/api/user/search?q=${encodeURIComponent(queries[i % queries.length]!)}&page=${page}&limit=${28 - Math.floor(i / queries.length)}`,
  );

/** The hot list pages: 28 products with filters and sorts, as the storefront asks for them. */
const LIST_PATHS = [
  'category=Party%20Wear,Ethnic%20Wear&gender=Girls&sort=priceLow',
  'category=Casual%20Wear&gender=Boys',
  'gender=Girls&size=4-5%20y&sort=priceHigh',
  'category=Ethnic%20Wear&minPrice=500&maxPrice=1500',
  'sort=newest',
  'category=Winter%20Wear&gender=Unisex&page=2',
].map((q) => `/api/user/getAllproducts?limit=28&${q}`);

/** Listing with filters where every request has a new price range, so each one reaches the database. */
function uncachedListPaths(count: number, from = 0): string[] {
  return Array.from({ length: count }, (_, i) => {
    const base = LIST_PATHS[i % LIST_PATHS.length]!.replace(/&?(minPrice|maxPrice)=\d+/g, '');
    return `${base}&minPrice=${200 + from + i}&maxPrice=${2400 + (i % 300)}`;
  });
}

function withDatabase(name: string): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function seed(env: Record<string, string>, count: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/server/seed/seed-catalog.ts', '--count', String(count)],
      { env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed exited with ${code}`))));
  });
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * wrk (or the fallback) at 50 connections for `seconds` (BENCH_SECONDS) over `paths`, after a 1-second run that
 * fills the shop's cache and warms the route unless `cold`. Answers lost (wrk gives up on one after 2 s) or not 2xx
 * are not thrown: `lostAnswers` makes them a missed row, and the figures measured beside them are still shown.
 */
async function loadOf(
  url: string,
  paths: string[],
  { cold = false, seconds = SECONDS } = {},
): Promise<Throughput> {
  if (!cold) await throughput(url, paths, { connections: CONNECTIONS, seconds: 1 });
  return throughput(url, paths, { connections: CONNECTIONS, seconds });
}

/** A missed row when a load run lost answers or got answers other than 2xx (none may be either); else none. */
function lostAnswers(what: string, run: Throughput): BenchRow[] {
  const lost = run.non2xx + run.errors;
  if (lost === 0) return [];
  return [atMost(`${what}: answers lost (${run.errors}) or not 2xx (${run.non2xx})`, lost, 0, 'answers')];
}

/**
 * How far behind the outbox may be when the checkout run ends: the oldest event still owed, read right after the
 * last answer, with the shop mailing through the 300 ms provider. The run places orders far faster than a provider
 * takes their mails, so this is the oldest confirmation still waiting
 * (docs/decisions/0071-outbox-mail-throughput-bench.md).
 */
const OLDEST_UNDELIVERED_BUDGET_S = 5;

export async function checkout(shop: ChildServer, pool: pg.Pool): Promise<BenchRow[]> {
  const SHOPPERS = 20;
  const ATTEMPTS = 5;
  const STOCK = 60;
  // A shop's usual day: shoppers buy different things (20 products in good stock)...
  const everyday: string[] = [];
  for (let i = 0; i < 20; i++) everyday.push(await benchProduct(pool, `Bench Everyday Frock ${i}`, 1_000));
  // ...and the worst case: everyone wants the last pieces of one size at once.
  const scarce = await benchProduct(pool, 'Bench Last Pieces Frock', STOCK);
  const shoppers = await benchShoppers(pool, SHOPPERS);
  /** Every shopper places ATTEMPTS orders one after another, all shoppers at once. */
  const rush = (productFor: (shopper: number, attempt: number) => string) =>
    placeOrders(shop.url, shoppers, ATTEMPTS, productFor);

  // Warm-up (not measured): a round of orders like the measured one, so that the measured orders meet a server that
  // has placed orders before, as a shop's has: the code on the checkout path compiled, and the database
  // connections that will serve it past their first use of each table.
  await rush((s, i) => everyday[(s * 3 + i) % everyday.length]!);
  const usual = await rush((s, i) => everyday[(s * 7 + i) % everyday.length]!);
  if (usual.placed !== usual.attempts)
    throw new Error(`checkout: only ${usual.placed} of ${usual.attempts} placed`);
  const rushed = await rush(() => scarce);
  // Right as the last answer arrives, with no pause for the worker: how far behind the outbox is at the end of the run.
  const owed = await oldestUndelivered(pool);
  const {
    rows: [after],
  } = await pool.query<{ stock: number; sold: number }>(
    `select (select stock from product_sizes where product_id = $1 and size = '4-5 y') as stock,
            (select coalesce(sum(quantity), 0)::int from order_items where product_id = $1) as sold`,
    [scarce],
  );
  const oversold =
    Math.max(0, after!.sold - STOCK) + Math.max(0, -after!.stock) + Math.abs(rushed.placed - after!.sold);
  console.log(
    `checkout: ${SHOPPERS} shoppers × ${ATTEMPTS} orders over 20 products: p50 ${percentile(usual.times, 50).toFixed(1)} ms, p95 ${percentile(usual.times, 95).toFixed(1)} ms, max ${percentile(usual.times, 100).toFixed(1)} ms; ` +
      `the same for the last ${STOCK} pieces of one size: ${rushed.placed} placed, ${rushed.attempts - rushed.placed} refused ` +
      `(sold out), p95 ${percentile(rushed.times, 95).toFixed(1)} ms; stock after ${after!.stock}, sold ${after!.sold}; ` +
      `outbox at the end: ${owed.owed} events owed, the oldest ${owed.ageSeconds.toFixed(2)} s old`,
  );
  return [
    atMost(`checkout, ${SHOPPERS} concurrent shoppers: p95`, round(percentile(usual.times, 95)), 100, 'ms'),
    info(
      `checkout, all ${SHOPPERS} on one size's last pieces: p95`,
      round(percentile(rushed.times, 95)),
      'ms',
    ),
    atMost(`checkout: oversold units (${rushed.placed} placed for ${STOCK} in stock)`, oversold, 0, 'units'),
    atMost(
      'checkout: oldest undelivered outbox event at the end',
      Math.round(owed.ageSeconds * 100) / 100,
      OLDEST_UNDELIVERED_BUDGET_S,
      's',
    ),
  ];
}

/** What shoppers type beyond the typical queries: a colour or a print with a garment ('navy kurta', 'tiger shorts'). */
const VARIED = [
  'pink',
  'blue',
  'navy',
  'red',
  'green',
  'peacock',
  'unicorn',
  'tiger',
  'floral',
  'striped',
].flatMap((word) =>
  ['frock', 'kurta', 'shirt', 'shorts', 'jacket', 'night suit', 't-shirt', 'lehenga'].map(
    (g) => `${word} ${g}`,
  ),
);

/**
 * Searches at 50 connections, none of which the cache has seen: the typical queries and 80 colour or print +
 * garment ones, at page 1 with page sizes 29 to 100 and page 3 with 9 to 28 (pages 1 and 2 at 9 to 28 were the
 * latency runs'): 7,912 distinct requests for a 5-second run, the typical ones spread evenly through them.
 */
async function uncachedSearchThroughput(shop: ChildServer): Promise<BenchRow[]> {
  const queries = [...TYPICAL, ...VARIED];
  const shapes = [
    ...Array.from({ length: 72 }, (_, i) => ({ page: 1, limit: 29 + i })),
    ...Array.from({ length: 20 }, (_, i) => ({ page: 3, limit: 9 + i })),
  ];
  const paths = shapes.flatMap(({ page, limit }) =>
    queries.map((q) => `/api/user/search?q=${encodeURIComponent(q)}&page=${page}&limit=${limit}`),
  );
  const run = await loadOf(shop.url, paths, { cold: true, seconds: 5 });
  // Past the last distinct path the requests would be cache hits and the figure would flatter.
  if (run.requests > paths.length)
    throw new Error(`search: ${run.requests} requests for ${paths.length} distinct searches`);
  console.log(`uncached search at 50 connections: p50 ${run.p50} ms, p99 ${run.p99} ms`);
  return [
    atLeast('search 100k, uncached, 50 connections', Math.round(run.requestsPerSecond), 300, 'req/s'),
    ...lostAnswers('search 100k, uncached', run),
  ];
}

const RSS_BUDGET_MB = 300;
const DISTINCT_LISTS = 2_000;
const ADDRESSES = 65_000;
const SETTLE_MS = 5_000;

/**
 * The shop's resident memory after a scraper asks for 2,000 list pages the cache has not seen (filling the catalog
 * cache) and 65,000 addresses each call once (filling the rate limiter's store): both are bounded, so the process
 * must stay within its budget whatever the traffic.
 */
async function memoryHeld(shop: ChildServer): Promise<BenchRow[]> {
  const before = residentMb(shop.pid);
  await latencies(shop.url, uncachedListPaths(DISTINCT_LISTS, 5_000), {
    count: DISTINCT_LISTS,
    concurrency: 8,
    warmup: 0,
  });
  const afterLists = residentMb(shop.pid);
  // The session call every page load makes, each request from an address of its own: the visitor ceiling counts
  // it per address before the answer (401 for a visitor), so every request adds a key to the limiter's store.
  let addresses = 0;
  while (addresses < ADDRESSES) {
    const run = await throughput(shop.url, ['/api/user/me'], { connections: CONNECTIONS, seconds: 4 });
    if (run.errors) throw new Error(`memory: ${run.errors} connection errors`);
    addresses += run.requests;
  }
  const underLoad = residentMb(shop.pid);
  // What the process keeps: under load the RSS also holds garbage the next collection frees (a young generation
  // sized for 50 connections); after a few quiet seconds it is what the caches and the limiter store really hold.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const kept = residentMb(shop.pid);
  console.log(
    `memory (RSS): ${before} MB after the runs above, ${afterLists} MB after ${DISTINCT_LISTS} new list pages, ` +
      `${underLoad} MB right after ${addresses.toLocaleString('en-IN')} addresses, ${kept} MB ${SETTLE_MS / 1000} s later`,
  );
  return [
    info('RSS after the runs above', before, 'MB'),
    info('RSS right after the load below', Math.max(afterLists, underLoad), 'MB'),
    atMost(
      `RSS kept after ${DISTINCT_LISTS.toLocaleString('en-IN')} new list pages and ${ADDRESSES.toLocaleString('en-IN')} addresses`,
      kept,
      RSS_BUDGET_MB,
      'MB',
    ),
  ];
}

const serverBench: BenchModule = {
  name: 'server',
  async run(record) {
    const stops: Array<() => Promise<void>> = [];
    const provider = new SmtpCatcher({ mailMs: PROVIDER_MS });
    const name = `lh_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Pool({ connectionString: SERVER_URL, max: 1 });
    await admin.query(`create database ${name}`);
    const databaseUrl = withDatabase(name);
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
    const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-bench-pglite-'));
    try {
      // 1. Baseline: bare Fastify, same machine, same run.
      const hello = await startServer('bench/servers/hello.ts', {});
      stops.push(hello.stop);
      const generator = loadGenerator();
      const baseline = await throughput(hello.url, ['/'], { connections: CONNECTIONS, seconds: SECONDS });
      record(
        info(
          `hello-world (bare Fastify), 50 connections, ${generator}`,
          Math.round(baseline.requestsPerSecond),
          'req/s',
        ),
      );
      if (generator === 'wrk') {
        // The same server driven from inside this process, to show that the generator above is not the limit.
        const inProcess = await throughput(hello.url, ['/'], {
          connections: CONNECTIONS,
          seconds: SECONDS,
          generator: 'autocannon',
        });
        record(
          info(
            'hello-world, autocannon in the bench process',
            Math.round(inProcess.requestsPerSecond),
            'req/s',
          ),
        );
      } else {
        console.warn('wrk is missing and could not be installed: throughput ratios are squeezed toward 1.');
      }
      await hello.stop();
      /** Throughput as a share of the bare baseline measured in this run (to three decimals). */
      const againstHello = (name: string, measured: Throughput, budget: number) =>
        atLeast(
          name,
          round((measured.requestsPerSecond / baseline.requestsPerSecond) * 100) / 100,
          budget,
          '×',
        );

      // 2. Search and listing latency as the catalog grows (each step adds products to the same database).
      const env = { DATABASE_URL: databaseUrl, NODE_ENV: 'production', SEED_DEMO: 'false' };
      const scale: string[] = [];
      let shop: ChildServer | undefined;
      let seeded = 0;
      for (const size of SIZES) {
        const started = Date.now();
        await seed(env, size - seeded);
        seeded = size;
        console.log(
          `catalog of ${size.toLocaleString('en-IN')} seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
        // It mails as a shop does, through a provider: the local one, which takes 300 ms to accept a message.
        if (!shop) {
          await provider.start();
          shop = await startServer('bench/servers/shop.ts', { ...env, BENCH_SMTP_URL: provider.url });
          stops.push(shop.stop, () => provider.stop());
        }
        const uncachedSearch = async (queries: string[]) => {
          await latencies(shop!.url, searchPaths(queries, 30, 2), { count: 30, concurrency: 2, warmup: 0 });
          const paths = searchPaths(queries, 120);
          return percentile(await latencies(shop!.url, paths, { count: 120, concurrency: 2, warmup: 0 }), 95);
        };
        const typical = await uncachedSearch(TYPICAL);
        const typos = await uncachedSearch(MISSPELLED);
        // Warm-up with price ranges the measured requests do not use (those must all miss the cache).
        await latencies(shop.url, uncachedListPaths(30, 1000), { count: 30, concurrency: 2, warmup: 0 });
        const list = percentile(
          await latencies(shop.url, uncachedListPaths(120), { count: 120, concurrency: 2, warmup: 0 }),
          95,
        );
        scale.push(
          `| ${size.toLocaleString('en-IN').padStart(8)} | ${typical.toFixed(1).padStart(14)} | ${typos.toFixed(1).padStart(17)} | ${list.toFixed(1).padStart(22)} |`,
        );
        if (size === SIZES.at(-1)) {
          record(atMost('search 100k, typical queries: p95', round(typical), 25, 'ms'));
          record(atMost('search 100k, misspelled queries: p95', round(typos), 25, 'ms'));
          record(atMost('list 100k with filters (uncached): p95', round(list), 50, 'ms'));
          // Suggestions while typing, each beginning asked once (docs/decisions/0064-search-suggestions.md).
          const suggested = await suggestP95(shop.url);
          record(atMost('suggest 100k, typed beginnings (uncached): p95', round(suggested.p95), 30, 'ms'));
        }
      }
      console.log(
        `\nLatency p95 (ms, 2 concurrent clients) as the catalog grows:\n| products | search typical | search misspelled | list filters, uncached |\n| -------- | -------------- | ----------------- | ---------------------- |\n${scale.join('\n')}\n`,
      );

      // 3. Throughput on the 100k catalog at 50 connections, against the baseline.
      // Filled and warmed for a second first, as for product pages below: the budget is for cached answers, and the
      // first requests of a cold route wait for its six database reads and for the JIT (p99 50–100 ms otherwise).
      const list = await loadOf(shop!.url, LIST_PATHS);
      record(...lostAnswers('PostgreSQL: product list', list));
      record(info('PostgreSQL: product list (28, filters)', Math.round(list.requestsPerSecond), 'req/s'));
      record(againstHello('PostgreSQL: product list ÷ hello-world', list, 0.4));
      record(atMost('PostgreSQL: product list p99, 50 connections', list.p99, 15, 'ms'));

      const { rows: ids } = await pool.query<{ id: string }>(
        'select id from products where price_paise >= 1 order by created_at desc limit 200',
      );
      const detailPaths = ids.map((r) => `/api/user/productDetail/${r.id}`);
      // 200 product pages are filled first, as a busy shop's are, so that p99 measures cached answers.
      const detail = await loadOf(shop!.url, detailPaths);
      record(...lostAnswers('PostgreSQL: product detail', detail));
      record(info('PostgreSQL: product detail', Math.round(detail.requestsPerSecond), 'req/s'));
      record(againstHello('PostgreSQL: product detail ÷ hello-world', detail, 0.4));
      record(atMost('PostgreSQL: product detail p99, 50 connections', detail.p99, 15, 'ms'));

      // Popular searches, as the storefront asks for them (its search page, 28 a page), repeated by many shoppers:
      // answered from the catalog cache, which a change to the catalog empties. Filled and warmed first, as above.
      const popularPaths = [...TYPICAL, ...MISSPELLED].map(
        (q) => `/api/user/searchResults?q=${encodeURIComponent(q)}&page=1&limit=28`,
      );
      const popular = await loadOf(shop!.url, popularPaths);
      record(...lostAnswers('search 100k, repeated queries', popular));
      record(
        atLeast(
          'search 100k, repeated queries (cached), 50 connections',
          Math.round(popular.requestsPerSecond),
          3000,
          'req/s',
        ),
      );
      record(atMost('search 100k, repeated queries: p99, 50 connections', popular.p99, 30, 'ms'));

      // 4. Checkout.
      record(...(await checkout(shop!, pool)));

      // 5. Memory held after all of the above and a scraper and a carrier's worth of addresses.
      record(...(await memoryHeld(shop!)));

      // Last on this shop: 50 connections of searches leave the database busy for a while after the run.
      record(...(await uncachedSearchThroughput(shop!)));
      await shop!.stop();

      // 6. PGlite, the embedded default, with 1,000 products.
      const pgliteEnv = { DATA_DIR: pgliteDir, NODE_ENV: 'production', SEED_DEMO: 'false' };
      await seed(pgliteEnv, 1_000);
      const embedded = await startServer('bench/servers/shop.ts', pgliteEnv);
      stops.push(embedded.stop);
      const embeddedList = await loadOf(embedded.url, LIST_PATHS, { cold: true });
      record(...lostAnswers('PGlite: product list', embeddedList));
      record(
        atLeast(
          'PGlite: product list (28, filters)',
          Math.round(embeddedList.requestsPerSecond),
          1000,
          'req/s',
        ),
      );
      await embedded.stop();
    } finally {
      for (const stop of stops) await stop().catch(() => undefined);
      await pool.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      fs.rmSync(pgliteDir, { recursive: true, force: true });
    }
  },
};

export default serverBench;
