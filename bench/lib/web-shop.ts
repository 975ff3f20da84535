import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { startMailCatcher } from '../../e2e/support/mail-catcher';
import type { BenchRow } from '../types';
import { shopperWithBag } from './bench-shopper';
import { freePort, waitUntilHealthy } from '../../src/server/test/shop-process';

export type { BenchRow };

export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium';

/** The storefront pages held to the browser budgets; the product page is the first product of the list. */
const STOREFRONT_PAGES = ['/', '/allProducts', '/productDetails/:id'] as const;
/** The pages a logged-in shopper with three products in the bag and a saved address is measured on. */
const SHOPPER_PAGES = ['/cart', '/checkoutPayment'] as const;

export interface RunningShop {
  baseUrl: string;
  /** The storefront paths to measure, with a real product id. */
  pages: { name: string; path: string }[];
  /** The logged-in shopper's pages and session cookie; absent for a shop given by BENCH_WEB_URL (no mailbox). */
  shopper?: { cookie: string; pages: { name: string; path: string }[] };
  stop(): Promise<void>;
}

/** The measured shop is self-contained: its own embedded database, no Redis, mails to the log. */
function withoutServices(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _db, REDIS_URL: _redis, SMTP_URL: _smtp, ...rest } = env;
  return rest;
}

/**
 * Starts the BUILT shop (dist/web must exist: `npx vite build`) as it runs in production: NODE_ENV=production,
 * embedded database in a fresh data directory, demo data, loopback only. BENCH_WEB_URL measures a shop that is
 * already running instead.
 */
export async function startShop(): Promise<RunningShop> {
  let baseUrl = process.env.BENCH_WEB_URL?.replace(/\/$/, '');
  let stop = async () => {};
  let mailFile: string | undefined;
  if (!baseUrl) {
    if (!fs.existsSync(path.resolve('dist/web/index.html')))
      throw new Error('No built storefront in dist/web: run `npx vite build` first.');
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'littlehope-bench-web-'));
    baseUrl = `http://127.0.0.1:${port}`;
    mailFile = path.join(dataDir, 'mails.jsonl');
    const mailCatcher = await startMailCatcher(mailFile);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...withoutServices(process.env),
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: baseUrl,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${mailCatcher.port}`,
      },
    });
    stop = async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await mailCatcher.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
    try {
      await waitUntilHealthy(baseUrl, child, { pollMs: 250 });
    } catch (error) {
      await stop();
      throw error;
    }
  }
  const list = (await (await fetch(`${baseUrl}/api/user/getAllproducts?page=1&limit=1`)).json()) as {
    items?: { _id: string }[];
  };
  const productId = list.items?.[0]?._id;
  if (!productId) {
    await stop();
    throw new Error('The shop has no products to measure a product page with.');
  }
  let shopper: RunningShop['shopper'];
  if (mailFile) {
    try {
      const cookie = await shopperWithBag(baseUrl, mailFile);
      shopper = { cookie, pages: SHOPPER_PAGES.map((name) => ({ name, path: name })) };
    } catch (error) {
      await stop();
      throw error;
    }
  } else {
    console.warn(
      'BENCH_WEB_URL: the cart and checkout pages are not measured (no mailbox to log a shopper in).',
    );
  }
  return {
    baseUrl,
    pages: STOREFRONT_PAGES.map((name) => ({ name, path: name.replace(':id', productId) })),
    shopper,
    stop,
  };
}

/** Runs `measure` on the given shop, or on one started (and stopped) for it. */
export async function withShop<T>(
  shop: RunningShop | undefined,
  measure: (shop: RunningShop) => Promise<T>,
): Promise<T> {
  const own = shop ?? (await startShop());
  try {
    return await measure(own);
  } finally {
    if (!shop) await own.stop();
  }
}

/** Prints rows as a table; returns whether every row is within budget. */
export function printRows(rows: BenchRow[]): boolean {
  const table = rows.map((r) => ({
    figure: r.name,
    measured: r.measured,
    budget: r.info ? '—' : r.budget,
    unit: r.unit,
    result: r.ok ? 'ok' : 'OVER BUDGET',
  }));
  const headers = Object.keys(table[0] ?? { figure: '' }) as (keyof (typeof table)[number])[];
  const widths = headers.map((h) => Math.max(h.length, ...table.map((row) => String(row[h]).length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(headers));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of table) console.log(line(headers.map((h) => String(row[h]))));
  return rows.every((r) => r.ok);
}

/** True when the module is the script node was started with (the standalone entry of a bench module). */
export function isMain(importMetaUrl: string): boolean {
  const entry = process.argv[1];
  return Boolean(entry) && path.resolve(entry!) === path.resolve(new URL(importMetaUrl).pathname);
}
