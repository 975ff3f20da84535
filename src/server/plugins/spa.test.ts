import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/harness';

// The production web serving: a stand-in build in a temporary folder, served as the real one would be.
const PAGE_CODE = 'export const page = "bag";\n'.repeat(300);

describe('serving the built web app', () => {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-web-'));
  let t: TestApp;

  beforeAll(async () => {
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html lang="en-IN"><head><title>LittleHope</title></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("shop");'.repeat(200));
    // An asset with the copies the build compresses for it (vite.config.ts).
    fs.writeFileSync(path.join(webDist, 'assets', 'page-def456.js'), PAGE_CODE);
    fs.writeFileSync(path.join(webDist, 'assets', 'page-def456.js.br'), brotliCompressSync(PAGE_CODE));
    fs.writeFileSync(path.join(webDist, 'assets', 'page-def456.js.gz'), gzipSync(PAGE_CODE, { level: 9 }));
    fs.writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    // The Hindi chunk's stylesheet as the build writes it: the regular weight's font first.
    fs.writeFileSync(
      path.join(webDist, 'assets', 'hindi-h2.css'),
      '@font-face{font-family:Noto Sans Devanagari;font-weight:400;src:url(/assets/noto-sans-devanagari-devanagari-400-normal-r4.woff2)format("woff2")}' +
        '@font-face{font-family:Noto Sans Devanagari;font-weight:700;src:url(/assets/noto-sans-devanagari-devanagari-700-normal-b7.woff2)format("woff2")}',
    );
    fs.mkdirSync(path.join(webDist, '.vite'));
    fs.writeFileSync(
      path.join(webDist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-abc123.js', isEntry: true },
        'features/cart/cart-page.tsx': {
          file: 'assets/cart-page-c4.js',
          isDynamicEntry: true,
          imports: ['_price-summary-p5.js', 'index.html'],
        },
        '_price-summary-p5.js': { file: 'assets/price-summary-p5.js', imports: ['index.html'] },
        'lib/language/hindi.ts': {
          file: 'assets/hindi-h1.js',
          isDynamicEntry: true,
          imports: ['index.html'],
          css: ['assets/hindi-h2.css'],
          assets: [
            'assets/noto-sans-devanagari-devanagari-400-normal-r4.woff2',
            'assets/noto-sans-devanagari-devanagari-700-normal-b7.woff2',
          ],
        },
      }),
    );
    t = await createTestApp({ NODE_ENV: 'production' }, { serveWeb: true, webDist });
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('answers deep links with index.html, never cached', async () => {
    for (const url of ['/', '/productDetails/123', '/admin/dashboard', '/order/abc?x=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it("sends the build's own brotli or gzip copy of an asset, whole, by what the browser accepts", async () => {
    const asked = (acceptEncoding: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/page-def456.js',
        headers: { 'accept-encoding': acceptEncoding },
      });
    const brotli = await asked('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.equals(fs.readFileSync(path.join(webDist, 'assets', 'page-def456.js.br')))).toBe(
      true,
    );
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(PAGE_CODE);
    const gzip = await asked('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(PAGE_CODE);
    expect(gzip.rawPayload.equals(fs.readFileSync(path.join(webDist, 'assets', 'page-def456.js.gz')))).toBe(
      true,
    );
    const plain = await asked('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PAGE_CODE);
  });

  it('serves robots.txt as a real file', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('User-agent');
  });

  it('answers a built file that is not there with a 404, not with the page', async () => {
    // A page opened before a new version replaced its code asks for the old file: HTML in its place is a blank screen.
    const gone = await t.app.inject({ method: 'GET', url: '/assets/index-old111.js' });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toContain('application/json');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'This API route does not exist.' });
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses state-changing API requests from a foreign origin', async () => {
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: 'Cross-site requests are not allowed.' });
    const sameSite = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: {
        origin: 'http://localhost:3000',
        host: 'localhost:3000',
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    expect(sameSite.statusCode).toBe(404);
  });

  /** The first data a served page carries, as the app reads it. */
  const firstScreenData = (html: string) => {
    const match = /<script id="first-screen-data" type="application\/json">(.*?)<\/script>/.exec(html);
    return match ? (JSON.parse(match[1]!) as { url: string; body: unknown }) : undefined;
  };

  it('serves the product list and a product page with their first data, the API’s own answer, escaped', async () => {
    const product = await createProduct(t.database.db, {
      name: 'Sly </script><script>alert(1)</script> Frock',
    });
    // Earlier pages here filled the cache with an empty catalog; an admin's save would drop it.
    await t.app.catalogCache.invalidate();
    const listPage = (await t.app.inject({ method: 'GET', url: '/allProducts' })).body;
    expect(listPage).not.toContain('<script>alert(1)');
    expect(listPage).toContain('Sly \\u003c/script>\\u003cscript>alert(1)\\u003c/script> Frock');
    const list = firstScreenData(listPage);
    expect(list?.url).toBe('/api/user/getAllproducts?page=1&limit=28');
    expect(list?.body).toEqual((await t.app.inject({ url: list!.url })).json());
    expect(listPage).not.toContain('rel="preload" as="fetch"');
    const filtered = (await t.app.inject({ method: 'GET', url: '/allProducts?gender=Girls' })).body;
    expect(filtered).not.toContain('getAllproducts');

    const page = (await t.app.inject({ method: 'GET', url: `/productDetails/${product.id}` })).body;
    expect(firstScreenData(page)?.body).toEqual(
      (await t.app.inject({ url: `/api/user/productDetail/${product.id}` })).json(),
    );
    // A link to no product: the app asks, and shows what the API answers.
    const unknown = (await t.app.inject({ method: 'GET', url: '/productDetails/a%22b' })).body;
    expect(firstScreenData(unknown)).toBeUndefined();
    expect(unknown).toContain('href="/api/user/productDetail/a%22b"');
  });

  it('lets the home page fetch its new arrivals in parallel with the app', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
    expect(html).toContain('href="/api/user/newArrivals"');
    expect(html).toContain('rel="preload" as="image"');
    expect(firstScreenData(html)).toBeUndefined();
  });

  it('tells the app that a visitor without a session cookie is logged out', async () => {
    const visitor = (await t.app.inject({ method: 'GET', url: '/' })).body;
    expect(visitor).toContain('<meta name="lh-session" content="none" />');
    expect(visitor).not.toContain('/api/user/me');
    const shopper = (await t.app.inject({ method: 'GET', url: '/', cookies: { lh_session: 'x' } })).body;
    expect(shopper).not.toContain('lh-session');
    expect(shopper).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/user/me" />',
    );
  });

  it("loads a logged-in shopper's bag page with the app: its code and its data", async () => {
    const bag = (await t.app.inject({ method: 'GET', url: '/cart', cookies: { lh_session: 'x' } })).body;
    expect(bag).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/cart-page-c4.js" />',
    );
    expect(bag).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/price-summary-p5.js" />',
    );
    expect(bag).not.toContain('href="/assets/index-abc123.js" />');
    expect(bag).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/user/getCartItems" />',
    );
    const checkout = (
      await t.app.inject({ method: 'GET', url: '/checkoutPayment', cookies: { lh_session: 'x' } })
    ).body;
    for (const data of ['getCartItems', 'getAddress', 'coupon', 'payment-methods']) {
      expect(checkout).toContain(
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/user/${data}" />`,
      );
    }
    const visitor = (await t.app.inject({ method: 'GET', url: '/cart' })).body;
    expect(visitor).not.toContain('modulepreload');
    expect(visitor).not.toContain('getCartItems');
  });

  it('serves a visitor whose cookie says Hindi a Hindi page: lang, and the Hindi chunk and font with the page', async () => {
    for (const url of ['/', '/allProducts', '/productDetails/123']) {
      const page = (await t.app.inject({ method: 'GET', url, cookies: { littlehope_language: 'hi' } })).body;
      expect(page, url).toContain('<html lang="hi-IN">');
      expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/hindi-h1.js" />');
      expect(page).toContain('<link rel="preload" as="style" crossorigin href="/assets/hindi-h2.css" />');
      expect(page).toContain(
        '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-sans-devanagari-devanagari-400-normal-r4.woff2" />',
      );
      // The bold weight waits for a bold Devanagari letter; the entry is the page's own script.
      expect(page).not.toContain('700-normal');
      expect(page).not.toContain('href="/assets/index-abc123.js" />');
    }
  });

  it('serves everyone else the English page, with nothing Hindi in it', async () => {
    const cookies: (Record<string, string> | undefined)[] = [
      undefined,
      { littlehope_language: 'en' },
      { littlehope_language: 'HI' },
      { littlehope_language: 'hi-IN' },
      { littlehope_language: '"><script>' },
    ];
    for (const cookie of cookies) {
      const page = (await t.app.inject({ method: 'GET', url: '/', ...(cookie ? { cookies: cookie } : {}) }))
        .body;
      expect(page, JSON.stringify(cookie)).toContain('<html lang="en-IN">');
      expect(page).not.toMatch(/hindi|devanagari|woff2|hi-IN/);
    }
  });

  it('does not serve the build manifest', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(response.headers['content-type']).not.toContain('json');
  });
});
