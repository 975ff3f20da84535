import type { ReactNode } from 'react';
import { errorText } from '../../../contract/messages';

/** 'Error: ...' in red, announced to screen readers (docs/product.md section 8: admin errors are red text). */
export function ErrorText({ message, className = '' }: { message: string; className?: string }) {
  return (
    <p role="alert" className={`font-semibold text-coral-700 ${className}`}>
      {errorText(message)}
    </p>
  );
}

/** A plain status line for 'Loading products...' and the empty texts. */
export function StatusText({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="card px-6 py-10 text-center text-ink-soft">
      {children}
    </p>
  );
}
