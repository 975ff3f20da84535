import type { ReactNode } from 'react';
import { ADMIN_TEXT } from '../../contract/messages/admin';
import { shortOrderId } from '../../contract/order-texts';

export const TH =
  'whitespace-nowrap bg-lilac-50 px-4 py-3 text-xs font-bold uppercase tracking-wide text-ink-soft';
export const TD = 'border-t border-line px-4 py-3 align-middle';
/**
 * The actions column stays pinned to the right edge while the rest scrolls sideways, so that a phone shows
 * Edit without a swipe.
 */
export const STICKY_END = 'sticky right-0 bg-white shadow-[-8px_0_8px_-8px_rgb(45_42_62/0.18)]';

/**
 * A wide back-office table that scrolls sideways inside its card on narrow screens, with a visible hint on
 * phones. The region is focusable so keyboard users can scroll it too. It is positioned (`relative`) so that it is
 * the containing block of anything absolutely placed inside a cell (a screen-reader-only text, for one): without
 * it such an element is placed against the page, escapes the sideways scroll and widens the whole page on a phone.
 */
export function DataTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="card overflow-hidden">
      <p className="border-b border-line px-4 py-2 text-xs text-ink-soft md:hidden">
        {ADMIN_TEXT.scrollHint}
      </p>
      <div role="region" aria-label={label} tabIndex={0} className="relative overflow-x-auto">
        <table className="w-full min-w-[40rem] text-left text-sm">{children}</table>
      </div>
    </div>
  );
}

/** The header row; with `stickyLast` the last column (the actions) stays in view. */
export function TableHead({
  columns,
  stickyLast = false,
}: {
  columns: readonly string[];
  stickyLast?: boolean;
}) {
  return (
    <thead>
      <tr>
        {columns.map((heading, index) => (
          <th
            key={heading}
            scope="col"
            className={`${TH} ${stickyLast && index === columns.length - 1 ? 'sticky right-0' : ''}`}
          >
            {heading}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A product's first picture, small, or a plain tile when it has none. */
export function ThumbnailCell({ src }: { src: string | undefined }) {
  return (
    <td className={TD}>
      {src ? (
        <img
          src={src}
          alt=""
          width={48}
          height={60}
          loading="lazy"
          className="h-15 w-12 rounded-lg bg-lilac-50 object-cover"
        />
      ) : (
        <span className="block h-15 w-12 rounded-lg bg-lilac-100" />
      )}
    </td>
  );
}

/** The last six characters of an id in capitals, the whole id on hover. */
export function ShortIdCell({ id }: { id: string }) {
  return (
    <td className={`${TD} font-mono text-xs text-ink-soft`} title={id}>
      {shortOrderId(id)}
    </td>
  );
}
