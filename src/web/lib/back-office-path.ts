/** The back office's pages, which stay English whatever the shopper's language (docs/decisions/0062). */
export function isBackOfficePath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}
