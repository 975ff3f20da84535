import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CART_TEXT, FALLBACK } from '../../contract/messages';
import { ApiRequestError } from '../lib/api-client';
import { LoadFailed } from './load-failed';

// What a shopper's page shows when its data could not be loaded: the server's words or the page's fallback, never
// the page's own fault, and a Try again that asks once more.

function failed(error: unknown, isRefetching = false) {
  return { error, refetch: vi.fn(), isRefetching };
}

describe('LoadFailed', () => {
  it("shows the server's words in an alert, and Try again asks again", () => {
    const query = failed(new ApiRequestError(503, 'The shop is busy. Please try again.'));
    render(<LoadFailed query={query} fallback={FALLBACK.fetchOrdersFailed} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The shop is busy. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: CART_TEXT.loadFailedRetry }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it("shows the page's fallback, not the text of a fault in the page's own code", () => {
    render(
      <LoadFailed
        query={failed(new TypeError("Cannot read properties of undefined (reading 'map')"))}
        fallback={FALLBACK.fetchCartFailed}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(FALLBACK.fetchCartFailed);
    expect(screen.getByRole('alert').textContent).not.toContain('undefined');
  });

  it('cannot be pressed again while the page is already asking', () => {
    render(
      <LoadFailed
        query={failed(new ApiRequestError(0, 'No network'), true)}
        fallback={FALLBACK.fetchWishlistFailed}
      />,
    );
    expect(
      (screen.getByRole('button', { name: CART_TEXT.loadFailedRetry }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
