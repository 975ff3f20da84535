import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Loading } from './loading';

/**
 * The page of a layout, with "Loading…" while its code arrives. The boundary is a new one for each path: a shopper
 * who goes back before a page's code has arrived (a slow phone network) must see the page they went back to. One
 * boundary for every page left the screen blank then in the production build (Preact's Suspense kept waiting for the
 * page that was left; docs/decisions/0018-preact-in-production.md). A search or filter change (same path) keeps the page.
 */
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <Suspense key={pathname} fallback={<Loading className="min-h-[50vh]" />}>
      <Outlet />
    </Suspense>
  );
}
