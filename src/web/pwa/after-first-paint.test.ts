import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A page as the function sees it: its load state, its load listeners and its paint entries. */
function fakePage({ loaded, paintSupported }: { loaded: boolean; paintSupported: boolean }) {
  const loadListeners: Array<() => void> = [];
  const paintEntries: string[] = [];
  const observers: Array<() => void> = [];
  vi.stubGlobal('document', { readyState: loaded ? 'complete' : 'loading' });
  vi.stubGlobal('window', {
    addEventListener: (_type: string, listener: () => void) => loadListeners.push(listener),
  });
  vi.stubGlobal('performance', {
    getEntriesByName: (name: string) => paintEntries.filter((entry) => entry === name),
  });
  class FakeObserver {
    static supportedEntryTypes = paintSupported ? ['paint', 'navigation'] : ['navigation'];
    constructor(private readonly callback: () => void) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    load: () => loadListeners.splice(0).forEach((listener) => listener()),
    paint: (name: string) => {
      paintEntries.push(name);
      [...observers].forEach((notify) => notify());
    },
  };
}

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The first paint is remembered for the page's life: each test is a new page.
    vi.resetModules();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the load event and for the first contentful paint, whichever comes last', async () => {
    const page = fakePage({ loaded: false, paintSupported: true });
    const task = vi.fn();
    (await import('./after-first-paint')).afterFirstPaint(task);
    page.load();
    await vi.advanceTimersByTimeAsync(0);
    expect(task).not.toHaveBeenCalled();
    page.paint('first-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect(task).not.toHaveBeenCalled();
    page.paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs at once on a page already loaded and painted', async () => {
    const page = fakePage({ loaded: true, paintSupported: true });
    page.paint('first-contentful-paint');
    const task = vi.fn();
    (await import('./after-first-paint')).afterFirstPaint(task);
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledOnce();
  });

  it.each([
    ['reports no paints', () => fakePage({ loaded: false, paintSupported: false })],
    [
      'has no performance observer',
      () => {
        const page = fakePage({ loaded: false, paintSupported: true });
        vi.stubGlobal('PerformanceObserver', undefined);
        return page;
      },
    ],
  ])('waits for the load event alone where a browser %s', async (_browser, pageOf) => {
    const page = pageOf();
    const task = vi.fn();
    (await import('./after-first-paint')).afterFirstPaint(task);
    await vi.advanceTimersByTimeAsync(0);
    expect(task).not.toHaveBeenCalled();
    page.load();
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledOnce();
  });

  it('gives up waiting for a paint after ten seconds (a tab opened in the background)', async () => {
    fakePage({ loaded: true, paintSupported: true });
    const task = vi.fn();
    (await import('./after-first-paint')).afterFirstPaint(task);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledOnce();
  });
});
