import { Link } from 'react-router';
import { NAV, PAGE_TITLES, TEXT } from '../../contract/messages';
import { useDocumentTitle } from '../lib/use-document-title';
import { HomeIcon } from './icons';

/** Any address the shop does not know. */
export default function NotFoundPage() {
  useDocumentTitle(PAGE_TITLES.notFound);
  return (
    <section className="page grid place-items-center py-16 text-center" aria-labelledby="page-title">
      <div className="max-w-md">
        <p aria-hidden="true" className="text-7xl font-black tracking-tight sm:text-8xl">
          <span className="text-coral-500">4</span>
          <span className="text-sun-400">0</span>
          <span className="text-mint-400">4</span>
        </p>
        <h1 id="page-title" className="page-title mt-4">
          {PAGE_TITLES.notFound}
        </h1>
        <p className="mt-3 text-ink-soft">{TEXT.pageNotFound}</p>
        <Link to="/" className="btn-primary mt-8">
          <HomeIcon className="size-5" />
          {NAV.goHome}
        </Link>
      </div>
    </section>
  );
}
