import { describe, expect, it } from 'vitest';
import { isCatalogPage, isCatalogRead, isLazyCode, isPicture, runtimeCaching } from './offline-caching';

const ORIGIN = 'https://littlehope.in';
const request = (mode: RequestMode, method = 'GET') => ({ mode, method }) as Request;
const navigation = (path: string) => ({ request: request('navigate'), url: new URL(path, ORIGIN) });
const fetchOf = (path: string, method = 'GET') => ({
  request: request('cors', method),
  url: new URL(path, ORIGIN),
});

/** Every rule but the last (the offline page for any navigation) keeps answers in a cache. */
const cachingRules = runtimeCaching.filter((rule) => rule.handler !== 'NetworkOnly');
const keptByAnyRule = (input: { request: Request; url: URL }) =>
  cachingRules.some(
    (rule) =>
      typeof rule.urlPattern === 'function' &&
      rule.urlPattern({ ...input, event: {} as never, sameOrigin: true }),
  );

describe('what the service worker keeps', () => {
  it('keeps the catalog a visitor browses: its pages, its reads, pictures and code', () => {
    for (const path of ['/', '/allProducts', '/productDetails/abc', '/search', '/contact'])
      expect(isCatalogPage(navigation(path)), path).toBe(true);
    for (const path of [
      '/api/user/newArrivals',
      '/api/user/getAllproducts?page=2&limit=12',
      '/api/user/search?q=frock',
      '/api/user/searchResults?q=frock',
      '/api/user/productDetail/00000000-0000-4000-8000-000000000008',
    ])
      expect(isCatalogRead(fetchOf(path)), path).toBe(true);
    // Suggestions are asked on every pause in typing: kept, they would fill the cache with beginnings of words.
    expect(isCatalogRead(fetchOf('/api/user/search/suggest?q=fro'))).toBe(false);
    expect(isPicture(fetchOf('/media/abc/400.webp'))).toBe(true);
    expect(isPicture(fetchOf('/images/hero-800.webp'))).toBe(true);
    expect(isLazyCode(fetchOf('/assets/cart-page-BEZfUcC8.js'))).toBe(true);
  });

  it('never keeps a logged-in call or a shopper’s page, whatever its method', () => {
    for (const path of [
      '/api/user/me',
      '/api/user/getCartItems',
      '/api/user/getAddress',
      '/api/user/getOrders',
      '/api/user/wishlist',
      '/api/user/coupon',
      '/api/user/orders/123/history',
      '/api/admin/getAllOrders',
      '/api/user/productDetail/abc/extra',
    ])
      for (const method of ['GET', 'POST'])
        expect(keptByAnyRule(fetchOf(path, method)), `${method} ${path}`).toBe(false);
    expect(isCatalogRead(fetchOf('/api/user/productDetail/abc', 'POST'))).toBe(false);
    for (const path of [
      '/cart',
      '/checkoutPayment',
      '/order',
      '/order/1',
      '/account',
      '/profile',
      '/admin/dashboard',
    ])
      expect(keptByAnyRule(navigation(path)), path).toBe(false);
  });
});
