import type { ReactNode } from 'react';

/**
 * A list being replaced by the next answer (another page, filter, sort or search): the lists keep the answer before
 * it on screen meanwhile (TanStack Query's keepPreviousData), so it is dimmed and marked busy, which tells a screen
 * reader to wait for the new one and a test when the list on screen is the one it asked for.
 */
export function Updating({
  updating,
  loading = false,
  className = '',
  children,
}: {
  /** The answer shown is the one before the answer asked for. */
  updating: boolean;
  /** Nothing is shown yet: busy, not dimmed. */
  loading?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`transition-opacity ${updating ? 'opacity-60' : ''} ${className}`.trim()}
      aria-busy={updating || loading}
    >
      {children}
    </div>
  );
}
