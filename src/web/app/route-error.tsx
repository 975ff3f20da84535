import { Component, type ReactNode } from 'react';
import { Brand } from '../components/brand';
import { useTexts } from '../lib/language/use-texts';

/** Shown when a screen fails to render or its code cannot be downloaded (e.g. right after a new release). */
function RouteError() {
  const { FALLBACK, NAV, SCREEN_TEXT } = useTexts();
  return (
    <main className="grid min-h-dvh place-items-center bg-cream px-4">
      <div className="card max-w-md p-8 text-center">
        <Brand />
        <h1 className="mt-6 text-2xl font-extrabold">{FALLBACK.somethingWentWrong}</h1>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
            {SCREEN_TEXT.reloadPage}
          </button>
          <a href="/" className="btn-secondary">
            {NAV.goHome}
          </a>
        </div>
      </div>
    </main>
  );
}

export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
