import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { takeUnanswered } from './fake-api';

// Before every component test (vitest.config.ts, project 'components').

// findBy… and waitFor wait for a condition; a lazy page's first import on a busy machine can take more than the
// default second, and waiting longer costs nothing when the condition comes sooner.
configure({ asyncUtilTimeout: 5000 });

// jsdom has <dialog> without its methods. The shop's dialogs are native modal dialogs (components/modal-dialog.tsx):
// open and close are given the effect a browser gives them on the `open` attribute and the close event, enough for
// a test to see the dialog, its buttons and what closing it does. Focus trapping is left to the browser journeys.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.show = HTMLDialogElement.prototype.showModal;
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom has no media queries. The tests' shopper prefers reduced motion: the order success page then skips its
// confetti, which would draw on a canvas jsdom cannot draw on.
window.matchMedia = (query: string) =>
  ({
    matches: query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) satisfies MediaQueryList;

// A new page scrolls to the top (app/root-layout.tsx); jsdom has no layout to scroll.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // A screen that asked the API for something no route answers did something the test did not expect.
  expect(takeUnanswered(), 'API calls no route of the test answered').toEqual([]);
});
