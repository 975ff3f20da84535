import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '../components/footer';
import { Header } from '../components/header';
import { Loading } from '../components/loading';
import { MobileBottomBar } from '../components/mobile-bottom-bar';
import { MAIN_ID, SkipLink } from '../components/skip-link';

/** Every customer screen: header, the page, footer, and the bottom bar on phones. */
export function StorefrontLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<Loading className="min-h-[50vh]" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <MobileBottomBar />
    </div>
  );
}
