import { Footer } from '../components/footer';
import { Header } from '../components/header';
import { MobileBottomBar } from '../components/mobile-bottom-bar';
import { RenderedLater } from '../components/rendered-later';
import { MAIN_ID, SkipLink } from '../components/skip-link';
import { PageOutlet } from '../components/page-outlet';
import { useAdoptAccountLanguage } from '../lib/language/account-language';

/** Every customer screen: header, the page, footer, and the bottom bar on phones. */
export function StorefrontLayout() {
  useAdoptAccountLanguage();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header />
      {/* At least a screen tall: while a page loads, the footer waits below the fold instead of jumping down. */}
      <main id={MAIN_ID} tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        <PageOutlet />
      </main>
      {/* Below the fold, and the phone's bottom bar: a task after the page, so that the first render stays short. */}
      <RenderedLater>
        <Footer />
        <MobileBottomBar />
      </RenderedLater>
    </div>
  );
}
