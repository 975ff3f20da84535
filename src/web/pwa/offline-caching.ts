import type { VitePWAOptions } from 'vite-plugin-pwa';

/** A rule of the service worker's runtime caching, as the PWA plugin (a dependency of ours) takes it. */
type RuntimeCaching = NonNullable<NonNullable<VitePWAOptions['workbox']>['runtimeCaching']>[number];

// What the service worker answers when the network is slow or gone (docs/decisions/0041-installable-shop.md).
// Only public catalog reads and pictures are ever kept: they are the same for every visitor (the server's catalog
// cache serves one answer to all). Everything that belongs to a shopper (the bag, checkout, orders, the account,
// the session) matches no rule here, so it always goes to the network and is never answered from a cache.
//
// The matchers are written into the generated service worker as source text, so each one is self-contained:
// no names from outside the function.

/** Page addresses whose HTML may be shown again offline: the catalog a visitor browses. */
export const isCatalogPage = ({ request, url }: { request: Request; url: URL }): boolean =>
  request.mode === 'navigate' &&
  /^\/(?:|allProducts|productDetails\/[^/]+|search|contact|coupon|comingSoon)$/.test(url.pathname);

/** The public catalog reads of the API (lists, search, a product), as the server's catalog routes answer them. */
export const isCatalogRead = ({ request, url }: { request: Request; url: URL }): boolean =>
  request.method === 'GET' &&
  /^\/api\/user\/(?:newArrivals|getAllproducts|search|searchResults|productDetail\/[^/]+)$/.test(
    url.pathname,
  );

/** Product pictures (served by id and width, never changed) and the shop's own images. */
export const isPicture = ({ request, url }: { request: Request; url: URL }): boolean =>
  request.method === 'GET' && /^\/(?:media|images)\//.test(url.pathname);

/** The storefront's lazily loaded code: hashed file names, so a file never changes. */
export const isLazyCode = ({ request, url }: { request: Request; url: URL }): boolean =>
  request.method === 'GET' && /^\/assets\/[^/]+\.(?:js|css)$/.test(url.pathname);

const OFFLINE_PAGE = '/offline.html';

export const runtimeCaching: RuntimeCaching[] = [
  {
    // Pages and catalog data come from the network whenever it answers, so a parent never sees a stock figure or a
    // price older than the shop's (stale-while-revalidate would show the last visit's for one more view); the copy
    // kept is shown only when the network fails, and the offline page for a page never seen.
    urlPattern: isCatalogPage,
    handler: 'NetworkFirst',
    options: {
      cacheName: 'pages',
      expiration: { maxEntries: 40, maxAgeSeconds: 7 * 24 * 3600 },
      precacheFallback: { fallbackURL: OFFLINE_PAGE },
    },
  },
  {
    urlPattern: isCatalogRead,
    handler: 'NetworkFirst',
    options: {
      cacheName: 'catalog',
      expiration: { maxEntries: 80, maxAgeSeconds: 7 * 24 * 3600 },
      cacheableResponse: { statuses: [200] },
    },
  },
  {
    // A picture's address names its upload and width, so a kept copy is never wrong: shown at once, refreshed behind.
    urlPattern: isPicture,
    handler: 'StaleWhileRevalidate',
    options: {
      cacheName: 'pictures',
      expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 },
      cacheableResponse: { statuses: [200] },
    },
  },
  {
    urlPattern: isLazyCode,
    handler: 'CacheFirst',
    options: {
      cacheName: 'code',
      expiration: { maxEntries: 80, maxAgeSeconds: 30 * 24 * 3600 },
      cacheableResponse: { statuses: [200] },
    },
  },
  {
    // Any other page (the bag, checkout, orders, the account, the back office): the network only, and the offline
    // page when there is none.
    urlPattern: ({ request }) => request.mode === 'navigate',
    handler: 'NetworkOnly',
    options: { precacheFallback: { fallbackURL: OFFLINE_PAGE } },
  },
];
