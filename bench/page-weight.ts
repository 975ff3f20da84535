// What a shopper's browser downloads on the first visit to each storefront page: JavaScript and CSS (gzipped),
// the largest image, and whether any back-office or chart code came along. Measured in Chromium from the real
// request log of a fresh profile (no cache), on a phone (390×844 at 3× pixels) and a laptop (1280×800).
//   npx vite build && npx tsx bench/page-weight.ts
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type BrowserContextOptions } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  isMain,
  printRows,
  startShop,
  withShop,
  type BenchRow,
  type RunningShop,
} from './lib/web-shop';
import { atMost } from './types';

const BUDGETS = { jsKb: 100, cssKb: 20, largestImageKb: 150 } as const;

const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};
const LAPTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

const kb = (bytes: number) => Math.round(bytes / 100) / 10;
const gzipSize = (body: Buffer) => zlib.gzipSync(body).length;

interface Loaded {
  url: string;
  type: string;
  /** Decoded body. */
  body: Buffer;
  /** Bytes on the wire for the body (after the server's own compression). */
  encoded: number;
  /** Requested before the page's load event: what the first screen waited for. */
  beforeLoad: boolean;
}

async function loadPage(browser: Browser, url: string, options: BrowserContextOptions): Promise<Loaded[]> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const pending: Promise<Omit<Loaded, 'beforeLoad'> | undefined>[] = [];
  let closed = false;
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        if (closed) return undefined;
        const response = await request.response();
        if (!response) return undefined;
        const body = await response.body().catch(() => Buffer.alloc(0));
        const sizes = await request.sizes();
        return { url: request.url(), type: request.resourceType(), body, encoded: sizes.responseBodySize };
      })().catch(() => undefined),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  // The browser's own resource timings say which requests started before the load event; code asked for after it
  // (the service worker's registration, a popup's code on first focus) is not part of the first load.
  const firstLoadUrls = new Set(
    await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const loadStart = navigation?.loadEventStart ?? Number.POSITIVE_INFINITY;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < loadStart)
        .map((entry) => entry.name);
    }),
  );
  const loaded = (await Promise.all(pending))
    .filter((x): x is Omit<Loaded, 'beforeLoad'> => x !== undefined)
    .map((x) => ({ ...x, beforeLoad: firstLoadUrls.has(x.url) }));
  closed = true;
  await context.close();
  return loaded;
}

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * Files that only the back office needs (admin screens, their chart library and helpers): everything statically
 * reachable from an admin screen and not from the storefront's own entries.
 */
function adminOnlyFiles(): Set<string> {
  const manifestPath = path.resolve('dist/web/.vite/manifest.json');
  if (!fs.existsSync(manifestPath)) return new Set();
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const walk = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const next of manifest[key].imports ?? []) walk(next);
    };
    keys.forEach(walk);
    return new Set([...seen].map((key) => manifest[key]!.file));
  };
  const isAdmin = (key: string) => key.includes('features/admin/');
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.src && !key.startsWith('_'));
  const admin = closure(entries.filter(isAdmin));
  const storefront = closure(entries.filter((key) => !isAdmin(key)));
  return new Set([...admin].filter((file) => !storefront.has(file)));
}

interface PageWeight {
  page: string;
  jsGzip: number;
  cssGzip: number;
  largestImage: number;
  largestImageUrl: string;
  adminFiles: string[];
  /** URLs the page fetched twice, e.g. data preloaded by the served page that the app then did not reuse. */
  duplicates: string[];
  scripts: { url: string; gzip: number }[];
  /** Scripts asked for after the load event (not counted in jsGzip). */
  laterScripts: { url: string; gzip: number }[];
}

async function measurePageWeights(shop: RunningShop): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const adminOnly = adminOnlyFiles();
  const results: PageWeight[] = [];
  try {
    for (const { name, path: pagePath } of shop.pages) {
      const url = `${shop.baseUrl}${pagePath}`;
      const phone = await loadPage(browser, url, PHONE);
      const laptop = await loadPage(browser, url, LAPTOP);
      const script = (r: Loaded) => ({ url: new URL(r.url).pathname, gzip: gzipSize(r.body) });
      const scripts = phone.filter((r) => r.type === 'script' && r.beforeLoad).map(script);
      const laterScripts = phone.filter((r) => r.type === 'script' && !r.beforeLoad).map(script);
      const css = phone.filter((r) => r.type === 'stylesheet');
      const images = [...phone, ...laptop].filter((r) => r.type === 'image');
      const largest = images.reduce<Loaded | undefined>(
        (max, r) =>
          !max || Math.max(r.encoded, r.body.length) > Math.max(max.encoded, max.body.length) ? r : max,
        undefined,
      );
      results.push({
        page: name,
        jsGzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
        cssGzip: css.reduce((sum, r) => sum + gzipSize(r.body), 0),
        largestImage: largest ? Math.max(largest.encoded, largest.body.length) : 0,
        largestImageUrl: largest ? new URL(largest.url).pathname : '',
        duplicates: [
          ...new Set(
            phone
              .map((r) => r.url)
              .filter((u, i, all) => all.indexOf(u) !== i)
              .map((u) => new URL(u).pathname + new URL(u).search),
          ),
        ],
        adminFiles: [...scripts, ...laterScripts]
          .map((s) => s.url.replace(/^\//, ''))
          .filter((file) => adminOnly.has(file)),
        scripts,
        laterScripts,
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

function pageWeightRows(weights: PageWeight[]): BenchRow[] {
  return weights.flatMap((w) => [
    atMost(`first-load JS ${w.page} (gzip)`, kb(w.jsGzip), BUDGETS.jsKb, 'kB'),
    atMost(`back-office/chart files ${w.page}`, w.adminFiles.length, 0, 'files'),
    atMost(`requests made twice ${w.page}`, w.duplicates.length, 0, 'requests'),
    atMost(`CSS ${w.page} (gzip)`, kb(w.cssGzip), BUDGETS.cssKb, 'kB'),
    atMost(`largest image ${w.page}`, kb(w.largestImage), BUDGETS.largestImageKb, 'kB'),
  ]);
}

/** The bench module: starts the built shop unless one is given, measures the storefront pages, returns rows. */
export async function benchPageWeight(shop?: RunningShop): Promise<BenchRow[]> {
  return withShop(shop, async (running) => pageWeightRows(await measurePageWeights(running)));
}

if (isMain(import.meta.url)) {
  const shop = await startShop();
  try {
    const weights = await measurePageWeights(shop);
    for (const w of weights) {
      console.log(`${w.page}: ${w.scripts.map((s) => `${s.url} ${kb(s.gzip)} kB`).join(', ')}`);
      if (w.laterScripts.length > 0)
        console.log(`  after load: ${w.laterScripts.map((s) => `${s.url} ${kb(s.gzip)} kB`).join(', ')}`);
      console.log(`  largest image ${w.largestImageUrl || '(none)'}`);
      if (w.duplicates.length > 0) console.log(`  fetched twice: ${w.duplicates.join(', ')}`);
    }
    process.exitCode = printRows(pageWeightRows(weights)) ? 0 : 1;
  } finally {
    await shop.stop();
  }
}
