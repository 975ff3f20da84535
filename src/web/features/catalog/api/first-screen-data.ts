import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { FIRST_SCREEN_DATA_ID } from '../../../../contract/constants';
import { queryKeys } from '../../../api/query-keys';

/**
 * The query a landing page's data call answers, by its API URL: the same keys the pages' hooks use
 * (catalog.ts, product-detail.ts). Undefined for any other URL.
 */
export function firstScreenQueryKey(apiUrl: string): QueryKey | undefined {
  const url = new URL(apiUrl, 'http://shop.invalid');
  if (url.pathname === '/api/user/newArrivals') return queryKeys.catalog.newArrivals;
  if (url.pathname === '/api/user/getAllproducts') return queryKeys.catalog.list(url.search.slice(1));
  const detail = /^\/api\/user\/productDetail\/([^/]+)$/.exec(url.pathname);
  if (detail) return queryKeys.catalog.detail(decodeURIComponent(detail[1]!));
  return undefined;
}

/**
 * Puts the data the server sent in the page into the query cache before the first render, so that the first
 * screen is drawn once, with its data (docs/decisions/0020-storefront-first-load.md). Anything unreadable is ignored:
 * the page then asks the API as usual.
 */
export function seedFirstScreenData(queryClient: QueryClient, doc: Document = document): void {
  const text = doc.getElementById(FIRST_SCREEN_DATA_ID)?.textContent;
  if (!text) return;
  try {
    const { url, body } = JSON.parse(text) as { url?: unknown; body?: unknown };
    const key = typeof url === 'string' ? firstScreenQueryKey(url) : undefined;
    if (key && body !== undefined) queryClient.setQueryData(key, body);
  } catch {
    // A page cut short in transit: the app fetches the data itself.
  }
}
