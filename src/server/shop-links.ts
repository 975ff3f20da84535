/**
 * The one place a stored path becomes a link. The database keeps paths (`/media/…` of an order's pictures); answers
 * and mails add the shop's public address when they are made, so a change of PUBLIC_URL never breaks what was
 * stored before it (docs/decisions/0049-snapshots-keep-paths.md).
 */
export function absoluteUrl(publicUrl: string, path: string): string {
  // A link that already names its host (another site's) is kept as it is.
  if (/^[a-z][a-z\d+.-]*:/i.test(path)) return path;
  return `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * Whether the shop's public address is one only this computer can reach (localhost, 127.0.0.0/8 or ::1): a shop being
 * tried out, which may start without what a real shop needs (an admin's e-mail, the seller's GST details).
 */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' || host.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(host) || host === '::1'
  );
}
