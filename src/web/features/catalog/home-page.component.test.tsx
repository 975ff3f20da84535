import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/language/language-store';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import servedPage from '../../index.html?raw';

// The home page's tab title: the title index.html is served with, in the shopper's language once the app runs.

function homePage() {
  fakeApi({
    'GET /user/me': { status: 401, body: { message: 'Please log in to continue.' } },
    'GET /user/newArrivals': { body: [] },
  });
  return renderApp('/');
}

/** The <title> the server sends before the app starts. */
function servedTitle(): string | undefined {
  return /<title>(.*)<\/title>/.exec(servedPage)?.[1];
}

afterEach(async () => {
  await setLanguage('en');
  window.localStorage.clear();
});

describe("the home page's title", () => {
  it('is the served title in English', async () => {
    document.title = 'Orders | LittleHope';
    homePage();
    expect(await screen.findByRole('heading', { level: 2, name: 'New Arrivals' })).toBeTruthy();
    expect(servedTitle()).toBe("LittleHope — Kids' Clothing Online in India");
    await waitFor(() => expect(document.title).toBe(servedTitle()));
  });

  it('is Hindi when the parent reads Hindi, and follows a switch', async () => {
    await setLanguage('hi');
    const { user } = homePage();
    await waitFor(() => expect(document.title).toBe('LittleHope — बच्चों के कपड़े ऑनलाइन, पूरे भारत में'));
    await user.click(screen.getByRole('button', { name: 'भाषा: English चुनें' }));
    await waitFor(() => expect(document.title).toBe(servedTitle()));
  });
});
