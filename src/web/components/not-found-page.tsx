import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';
import { HomeIcon } from './icons';
import { useTexts } from '../lib/language/use-texts';

interface NotFoundPageProps {
  /** What was not found, as the heading: 'Product not found.' for a bad product link. */
  title?: string;
  message?: string;
}

/** Any address the shop does not know, and any link to something that no longer exists (a product). */
export default function NotFoundPage({ title: givenTitle, message: givenMessage }: NotFoundPageProps) {
  const { NAV, PAGE_TITLES, TEXT } = useTexts();
  const title = givenTitle ?? PAGE_TITLES.notFound;
  const message = givenMessage ?? TEXT.pageNotFound;
  useDocumentTitle(title);
  return (
    <section className="page grid place-items-center py-16 text-center" aria-labelledby="page-title">
      <div className="max-w-md">
        <p aria-hidden="true" className="text-7xl font-black tracking-tight sm:text-8xl">
          <span className="text-coral-500">4</span>
          <span className="text-sun-400">0</span>
          <span className="text-mint-400">4</span>
        </p>
        <h1 id="page-title" className="page-title mt-4">
          {title}
        </h1>
        <p className="mt-3 text-ink-soft">{message}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/" className="btn-primary">
            <HomeIcon className="size-5" />
            {NAV.goHome}
          </Link>
          <Link to="/allProducts" className="btn-secondary">
            {PAGE_TITLES.allProducts}
          </Link>
        </div>
      </div>
    </section>
  );
}
