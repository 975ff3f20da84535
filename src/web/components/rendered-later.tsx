import type { ReactNode } from 'react';
import { useShownInBatches } from '../lib/use-shown-in-batches';

/**
 * Renders its children a task after the page's first render, which a shopper waits for and which stays short. Only
 * this component renders again then: state kept higher up would render the header and the page a second time.
 */
export function RenderedLater({ children }: { children: ReactNode }) {
  const shown = useShownInBatches(1, 0, 1) === 1;
  return shown ? children : null;
}
