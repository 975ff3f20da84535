import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FIRST_SCREEN_DATA_ID, PAGE_SIZES } from '../../contract/constants';
import { LANGUAGE_COOKIE, LOCALE_OF, isLanguage } from '../../contract/language';
import type { Language } from '../../contract/language';
import { API_ERROR } from '../../contract/messages';
import { SESSION_COOKIE } from './session';
import { escapeHtml } from '../html-escape';
import { notFound } from '../http-error';
import { cachedForUrl } from '../cache/http';

const WEB_DIST = path.resolve('dist/web');

/** Tags a route adds to the served page's <head> (title, description, Open Graph, JSON-LD). */
export interface HeadTags {
  title?: string;
  /** Replaces the page's own meta description. */
  description?: string;
  html?: string;
}

const PRODUCT_PATH = /^\/productDetails\/([^/]+)$/;

/**
 * The API data a storefront landing page shows first (its code is in the app's entry file). The URLs are exactly
 * those the screens ask for (the all-products query without filters is `page=1&limit=<page size>`); the
 * page-weight benchmark fails on a duplicate request.
 *
 * `inPage`: the answer is written into the page (firstScreenDataTag) rather than preloaded, where the page's
 * largest paint is a picture the data names: the first product's, the product's own. The home page's largest
 * paint is its hero picture, which needs no data; drawing its 28 new arrivals in the same first pass made that
 * paint later (Lighthouse on a phone: 1.85 → 2.3 s), so the home page keeps the preload.
 */
function firstScreenData(pathname: string, search: string): { url: string; inPage: boolean } | undefined {
  if (pathname === '/') return { url: '/api/user/newArrivals', inPage: false };
  if (pathname === '/allProducts')
    return search === ''
      ? { url: `/api/user/getAllproducts?page=1&limit=${PAGE_SIZES.products}`, inPage: true }
      : undefined;
  const product = PRODUCT_PATH.exec(pathname);
  if (product)
    return {
      url: `/api/user/productDetail/${encodeURIComponent(decodeURIComponentSafe(product[1]!))}`,
      inPage: true,
    };
  return undefined;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A logged-in shopper's pages, which the app loads lazily (router.tsx): the code of the screen (its source in the
 * build manifest) and the API data it shows first, both asked for by the head so that they load with the app's code
 * instead of after it. Only with a session cookie: without one the app sends the visitor to log in.
 */
export const SHOPPER_PAGES: Record<string, { module: string; data: readonly string[] }> = {
  '/cart': { module: 'features/cart/cart-page.tsx', data: ['/api/user/getCartItems'] },
  '/checkoutPayment': {
    module: 'features/checkout/checkout-payment-page.tsx',
    // The payment methods too: the payment section, whose note is the screen's largest text, waits for them.
    data: ['/api/user/getCartItems', '/api/user/getAddress', '/api/user/coupon', '/api/user/payment-methods'],
  },
};

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The files of a lazily loaded module and of what it imports, leaving out the entry (the page loads it itself). */
export function moduleFiles(manifest: Record<string, ManifestChunk>, source: string): string[] {
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || key === 'index.html' || files.includes(chunk.file)) return;
    files.push(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(source);
  return files;
}

function readManifest(webDist: string): Record<string, ManifestChunk> {
  try {
    return JSON.parse(fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
  } catch {
    return {};
  }
}

/** The Hindi chunk's source in the build manifest (src/web/lib/language/hindi.ts). */
const HINDI_MODULE = 'lib/language/hindi.ts';

/**
 * What a page in Hindi needs before its first render and would otherwise ask for only once the app's code has run
 * and read the stored choice: the Hindi chunk's code, its stylesheet and the Devanagari font that stylesheet names
 * first (the regular weight). Empty when the build has no Hindi chunk.
 */
function hindiHeadTags(manifest: Record<string, ManifestChunk>, webDist: string): string {
  const chunk = manifest[HINDI_MODULE];
  if (!chunk) return '';
  const tags = moduleFiles(manifest, HINDI_MODULE).map(
    (file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`,
  );
  for (const css of chunk.css ?? []) {
    // A preload, not a stylesheet: a stylesheet in the head holds the first paint until it arrives (a round trip on
    // a slow network), while the chunk's loader adds the stylesheet itself, from this download, before the app
    // renders in Hindi.
    tags.push(`<link rel="preload" as="style" crossorigin href="/${escapeHtml(css)}" />`);
    const font = firstWoff2(webDist, css);
    if (font)
      tags.push(`<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(font)}" />`);
  }
  return tags.join('');
}

/** The first WOFF2 a built stylesheet names (its first @font-face), as a path from the site's root. */
function firstWoff2(webDist: string, cssFile: string): string | undefined {
  try {
    const url = /url\(\s*["']?([^"')\s]+\.woff2)/.exec(
      fs.readFileSync(path.join(webDist, cssFile), 'utf8'),
    )?.[1];
    return url === undefined ? undefined : new URL(url, `http://shop.invalid/${cssFile}`).pathname;
  } catch {
    return undefined;
  }
}

/** The language the visitor's cookie names for the page; anything but a known language is no choice. */
function cookieLanguage(request: FastifyRequest): Language | undefined {
  const value = (request.cookies as Record<string, string | undefined> | undefined)?.[LANGUAGE_COOKIE];
  return isLanguage(value) ? value : undefined;
}

const fetchPreload = (href: string) =>
  `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(href)}" />`;

/** The home page's picture, preloaded so that it starts downloading with the code (the same sources as the page). */
const HERO_PRELOAD =
  '<link rel="preload" as="image" href="/images/hero-800.webp" media="(max-width: 639px)" fetchpriority="high" />' +
  '<link rel="preload" as="image" imagesrcset="/images/hero-1600.webp 1600w, /images/hero-800.webp 800w" imagesizes="100vw" media="(min-width: 640px)" fetchpriority="high" />';

/**
 * The answer of a landing page's data call, from the catalog cache, as it would come from the API: filled through
 * the API itself (the route's validation, key and cache) when the cache has no fresh entry. Undefined when the
 * call does not answer 200 (an unknown product, the visitor's address ceiling): the app then asks on its own.
 */
async function cachedApiAnswer(request: FastifyRequest, apiUrl: string): Promise<string | undefined> {
  const { catalogCache, catalogUrlKeys } = request.server;
  const cachedJson = () => cachedForUrl(catalogCache, catalogUrlKeys, apiUrl)?.cached.value.json;
  const cached = cachedJson();
  if (cached !== undefined) return cached;
  const answer = await request.server.inject({ url: apiUrl, remoteAddress: request.ip });
  return answer.statusCode === 200 ? (cachedJson() ?? answer.body) : undefined;
}

/**
 * A landing page's first data in the page itself: the app puts it in its query cache before its first render, so
 * that the first screen is drawn once, with its pictures and cards, instead of a skeleton and then, after the data
 * arrives, again (Lighthouse on a phone, largest paint: product page 1.80 → 1.60 s, product list 1.62 → 1.49 s).
 * `<` is escaped, so nothing in a product's text can close the element.
 */
function firstScreenDataTag(apiUrl: string, json: string): string {
  const payload = `{"url":${JSON.stringify(apiUrl)},"body":${json}}`.replace(/</g, '\\u003c');
  return `<script id="${FIRST_SCREEN_DATA_ID}" type="application/json">${payload}</script>`;
}

/**
 * Head tags that give the browser, with the page, what the first screen would otherwise ask for only once the
 * code runs: its data (in the page, or else preloaded) and the session (preload as fetch, with the same
 * credentials mode as the app's own requests so that the app's fetch reuses them). A visitor without a session
 * cookie cannot be logged in: the page says so, and the app skips asking the server.
 */
async function firstScreenTags(
  request: FastifyRequest,
  shopperPageFiles: Map<string, string[]>,
): Promise<string> {
  const url = new URL(request.url, 'http://shop.invalid');
  const tags: string[] = [];
  const data = firstScreenData(url.pathname, url.search);
  if (data) {
    const json = data.inPage ? await cachedApiAnswer(request, data.url).catch(() => undefined) : undefined;
    tags.push(json === undefined ? fetchPreload(data.url) : firstScreenDataTag(data.url, json));
  }
  if (url.pathname === '/') tags.push(HERO_PRELOAD);
  const hasSession = Boolean(
    (request.cookies as Record<string, string | undefined> | undefined)?.[SESSION_COOKIE],
  );
  if (!hasSession) return [...tags, '<meta name="lh-session" content="none" />'].join('');
  tags.push(fetchPreload('/api/user/me'));
  const page = SHOPPER_PAGES[url.pathname];
  if (page) {
    // Low priority: on a slow network the app's own code and stylesheet, which the first paint needs (the header,
    // the page's frame), get the bandwidth first, and the screen's code follows while they run.
    for (const file of shopperPageFiles.get(url.pathname) ?? [])
      tags.push(`<link rel="modulepreload" crossorigin fetchpriority="low" href="/${escapeHtml(file)}" />`);
    tags.push(...page.data.map(fetchPreload));
  }
  return tags.join('');
}

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached, and every
 * non-API path answered with index.html so that deep links work. Unknown /api paths stay JSON 404s.
 */
export async function registerSpa(app: FastifyInstance, webDist: string = WEB_DIST): Promise<void> {
  const indexPath = path.join(webDist, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  const indexHtml = hasBuild ? fs.readFileSync(indexPath, 'utf8') : '';
  const manifest = readManifest(webDist);
  const shopperPageFiles = new Map(
    Object.entries(SHOPPER_PAGES).map(([pathname, page]) => [pathname, moduleFiles(manifest, page.module)]),
  );
  const hindiTags = hindiHeadTags(manifest, webDist);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build's brotli and gzip copies (vite.config.ts), chosen by the browser's Accept-Encoding.
      preCompressed: true,
      // The build manifest (.vite/) is for the benchmarks, not served.
      allowedPath: (pathName) => !pathName.startsWith('/.vite'),
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        // The service worker and the manifest name the build's files: a browser must see a new build at once.
        const unhashedOfBuild = /[\\/](?:sw\.js|workbox-[^\\/]+\.js|manifest\.webmanifest)$/.test(filePath);
        res.header(
          'cache-control',
          hashed
            ? 'public, max-age=31536000, immutable'
            : unhashedOfBuild
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    });
  }

  const sendIndex = async (reply: FastifyReply, head: HeadTags = {}) => {
    let html = indexHtml;
    // A visitor whose cookie says Hindi gets a Hindi page from the first byte: <html lang> (screen readers, the
    // font stack of the Hindi stylesheet) and the Hindi chunk and font asked for with the page, not after the app
    // has started. English pages are as before: nothing Hindi (docs/decisions/0065).
    const hindi = cookieLanguage(reply.request) === 'hi';
    if (hindi)
      html = html.replace(
        /(<html\b[^>]*\blang=")[^"]*"/,
        (_match, start: string) => `${start}${LOCALE_OF.hi}"`,
      );
    // Replacement functions, not strings: '$&' or '$`' in a product's text must stay literal.
    if (head.title)
      html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title!)}</title>`);
    if (head.description)
      html = html.replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        () => `<meta name="description" content="${escapeHtml(head.description!)}" />`,
      );
    const tags =
      (hindi ? hindiTags : '') + (await firstScreenTags(reply.request, shopperPageFiles)) + (head.html ?? '');
    html = html.replace('</head>', () => `${tags}</head>`);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  app.decorateReply('sendSpaPage', function (this: FastifyReply, head?: HeadTags) {
    return sendIndex(this, head);
  });
  // The home page as a route of its own: pages answered by the not-found handler below are not compressed.
  if (hasBuild) app.get('/', (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    // A built file that is not there (a page opened before a new version replaced its code) is a 404, never the
    // page: code answered with HTML leaves a blank screen, while a 404 fails the import the app can recover from.
    const missingFile = request.url.startsWith('/assets/');
    if (request.url.startsWith('/api/') || request.url === '/api' || !wantsPage || !hasBuild || missingFile) {
      throw notFound(request.url.startsWith('/api') ? API_ERROR.routeNotFound : API_ERROR.notFound);
    }
    return sendIndex(reply);
  });
}

declare module 'fastify' {
  interface FastifyReply {
    /** Answers with the app's index.html, optionally with extra tags in its <head>. */
    sendSpaPage(head?: HeadTags): Promise<FastifyReply>;
  }
}
