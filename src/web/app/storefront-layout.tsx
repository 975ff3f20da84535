import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '../components/footer';
import { Header } from '../components/header';
import { Loading } from '../components/loading';
import { MobileBottomBar } from '../components/mobile-bottom-bar';
import { MAIN_ID, SkipLink } from '../components/skip-link';

/** Every customer screen: header, the page, footer, and the bottom bar on phones. */
export function StorefrontLayout() {
  // The footer (below the fold) and the phone's bottom bar render a task after the page: the first render, the
  // one a shopper waits for, stays short.
  const [rest, setRest] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setRest(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header />
      {/* At least a screen tall: while a page loads, the footer waits below the fold instead of jumping down. */}
      <main id={MAIN_ID} tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        <Suspense fallback={<Loading className="min-h-[50vh]" />}>
          <Outlet />
        </Suspense>
      </main>
      {rest && <Footer />}
      {rest && <MobileBottomBar />}
    </div>
  );
}
