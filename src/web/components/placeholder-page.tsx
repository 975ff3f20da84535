import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';

interface PlaceholderPageProps {
  title: string;
  /** The document title when it differs from the heading (e.g. the home page keeps the shop's own title). */
  documentTitle?: string | null;
  children?: ReactNode;
}

/** A screen's frame with its real title; the screen's content is filled in by its feature. */
export function PlaceholderPage({ title, documentTitle, children }: PlaceholderPageProps) {
  useDocumentTitle(documentTitle === undefined ? title : documentTitle);
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {title}
      </h1>
      {children}
    </section>
  );
}
