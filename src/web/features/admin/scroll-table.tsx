import type { ReactNode } from 'react';

export const SCROLL_HINT = 'Swipe sideways to see every column.';

/**
 * A wide table that scrolls sideways inside its card on narrow screens, with a visible hint on phones.
 * The region is focusable so keyboard users can scroll it too.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="card overflow-hidden">
      <p className="border-b border-line px-4 py-2 text-xs text-ink-soft md:hidden">{SCROLL_HINT}</p>
      <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto">
        <table className="w-full min-w-[40rem] text-left text-sm">{children}</table>
      </div>
    </div>
  );
}

export const TH =
  'whitespace-nowrap bg-lilac-50 px-4 py-3 text-xs font-bold uppercase tracking-wide text-ink-soft';
export const TD = 'border-t border-line px-4 py-3 align-middle';
