import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';

interface AdminScreenProps {
  title: string;
  /** Buttons or links shown beside the heading (e.g. 'Add Product'). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of one back-office screen: its heading, document title and optional actions. */
export function AdminScreen({ title, actions, children }: AdminScreenProps) {
  useDocumentTitle(title);
  return (
    <section className="page" aria-labelledby="page-title">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 id="page-title" className="page-title">
          {title}
        </h1>
        {actions}
      </div>
      {children}
    </section>
  );
}
