import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

// The filter column of all products and search results is built for a wide screen only: a phone filters in its sheet.

/**
 * A window whose width answers the storefront's one media query; `resize` moves it across the line. The tests' own
 * matchMedia (test/setup.ts) answers once and never changes; the setup unstubs this one after each test.
 */
function screenOfWidth(wide: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return wide;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    resize(nowWide: boolean) {
      wide = nowWide;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function allProducts() {
  fakeApi({
    'GET /user/me': { status: 401, body: { message: 'Please log in to continue.' } },
    'GET /user/getAllproducts': {
      body: { items: [], totalItems: 0, moreItems: false, totalPages: 1, currentPage: 1 },
    },
  });
  return renderApp('/allProducts');
}

const filterColumn = () => screen.queryByRole('complementary', { name: 'Filters' });

describe('the filter column', () => {
  it('is built on a wide screen', async () => {
    screenOfWidth(true);
    allProducts();
    expect(await screen.findByRole('complementary', { name: 'Filters' })).toBeTruthy();
  });

  it('is not built on a phone, which has its Filters sheet instead', async () => {
    screenOfWidth(false);
    allProducts();
    expect(await screen.findByRole('button', { name: 'Filters' })).toBeTruthy();
    expect(filterColumn()).toBeNull();
  });

  it('comes and goes as the window is resized or the phone turned', async () => {
    const width = screenOfWidth(false);
    allProducts();
    await screen.findByRole('button', { name: 'Filters' });
    expect(filterColumn()).toBeNull();
    width.resize(true);
    expect(filterColumn()).not.toBeNull();
    width.resize(false);
    expect(filterColumn()).toBeNull();
  });
});
