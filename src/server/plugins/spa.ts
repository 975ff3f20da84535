import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_SIZES } from '../../contract/constants';
import { API_ERROR } from '../../contract/messages';
import { SESSION_COOKIE } from './session';
import { escapeHtml } from '../html-escape';

export const WEB_DIST = path.resolve('dist/web');

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
 */
function firstScreenData(pathname: string, search: string): string | undefined {
  if (pathname === '/') return '/api/user/newArrivals';
  if (pathname === '/allProducts')
    return search === '' ? `/api/user/getAllproducts?page=1&limit=${PAGE_SIZES.products}` : undefined;
  const product = PRODUCT_PATH.exec(pathname);
  if (product) return `/api/user/productDetail/${encodeURIComponent(decodeURIComponentSafe(product[1]!))}`;
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
    data: ['/api/user/getCartItems', '/api/user/getAddress', '/api/user/coupon'],
  },
};

interface ManifestChunk {
  file: string;
  imports?: string[];
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

const fetchPreload = (href: string) =>
  `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(href)}" />`;

/** The home page's picture, preloaded so that it starts downloading with the code (the same sources as the page). */
const HERO_PRELOAD =
  '<link rel="preload" as="image" href="/images/hero-800.webp" media="(max-width: 639px)" fetchpriority="high" />' +
  '<link rel="preload" as="image" imagesrcset="/images/hero-1600.webp 1600w, /images/hero-800.webp 800w" imagesizes="100vw" media="(min-width: 640px)" fetchpriority="high" />';

/**
 * Head tags that let the browser fetch, in parallel with the app's code, what the first screen would otherwise
 * ask for only once the code runs: its data and the session (preload as fetch, with the same credentials mode
 * as the app's own requests so that the app's fetch reuses them). A visitor without a session cookie cannot be
 * logged in: the page says so, and the app skips asking the server.
 */
function firstScreenTags(request: FastifyRequest, shopperPageFiles: Map<string, string[]>): string {
  const url = new URL(request.url, 'http://shop.invalid');
  const tags: string[] = [];
  const data = firstScreenData(url.pathname, url.search);
  if (data) tags.push(fetchPreload(data));
  if (url.pathname === '/') tags.push(HERO_PRELOAD);
  const hasSession = Boolean(
    (request.cookies as Record<string, string | undefined> | undefined)?.[SESSION_COOKIE],
  );
  if (!hasSession) return [...tags, '<meta name="lh-session" content="none" />'].join('');
  tags.push(fetchPreload('/api/user/me'));
  const page = SHOPPER_PAGES[url.pathname];
  if (page) {
    for (const file of shopperPageFiles.get(url.pathname) ?? [])
      tags.push(`<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`);
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

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build manifest (.vite/) is for the benchmarks, not served.
      allowedPath: (pathName) => !pathName.startsWith('/.vite'),
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  const sendIndex = (reply: FastifyReply, head: HeadTags = {}) => {
    let html = indexHtml;
    // Replacement functions, not strings: '$&' or '$`' in a product's text must stay literal.
    if (head.title)
      html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title!)}</title>`);
    if (head.description)
      html = html.replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        () => `<meta name="description" content="${escapeHtml(head.description!)}" />`,
      );
    const tags = firstScreenTags(reply.request, shopperPageFiles) + (head.html ?? '');
    html = html.replace('</head>', () => `${tags}</head>`);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  app.decorateReply('sendSpaPage', function (this: FastifyReply, head?: HeadTags) {
    return sendIndex(this, head);
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (request.url.startsWith('/api/') || request.url === '/api' || !wantsPage || !hasBuild) {
      return reply
        .status(404)
        .send({ message: request.url.startsWith('/api') ? API_ERROR.routeNotFound : API_ERROR.notFound });
    }
    return sendIndex(reply);
  });
}

declare module 'fastify' {
  interface FastifyReply {
    /** Answers with the app's index.html, optionally with extra tags in its <head>. */
    sendSpaPage(head?: HeadTags): FastifyReply;
  }
}
