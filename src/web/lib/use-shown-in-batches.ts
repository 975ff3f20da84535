import { useEffect, useState } from 'react';

/**
 * How many of `total` items to render now: `first` in the first render, then `batch` more in each later task. On a
 * slow phone one long render of a whole list keeps the page from answering taps (total blocking time), while short
 * tasks let a tap in between.
 */
export function useShownInBatches(total: number, first = 2, batch = 4): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => setShown(shown + batch), 0);
    return () => clearTimeout(timer);
  }, [shown, total, batch]);
  return Math.min(shown, total);
}
