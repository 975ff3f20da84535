import { createRoutesFromElements, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { STOREFRONT_PATHS } from '../../contract/storefront-paths';
import { AppRoutes } from './router';

// The links the shop's mails, sitemap and screens make (src/contract/storefront-paths.ts) lead to the screens they
// name, not to the page for a link that goes nowhere.
const routes = createRoutesFromElements(AppRoutes().props.children);
const screenAt = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;

describe('the storefront paths', () => {
  it('each lead to its own route', () => {
    const id = '3f0a7c1e-2b4d-4e6f-8a9b-0c1d2e3f4a5b';
    expect(screenAt(STOREFRONT_PATHS.product(id))).toBe('/productDetails/:id');
    expect(screenAt(STOREFRONT_PATHS.order(id))).toBe('/order/:orderId');
    expect(screenAt(STOREFRONT_PATHS.orderReturn(id))).toBe('/order/:orderId/return');
    expect(screenAt(STOREFRONT_PATHS.returns)).toBe('/returns');
  });

  it('sends a path that names no screen to the not-found page', () => {
    expect(screenAt('/productDetail/abc')).toBe('*');
  });
});
