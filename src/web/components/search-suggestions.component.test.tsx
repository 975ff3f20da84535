import { notifyManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { lazy, type ComponentProps, type ComponentType } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Suggestions } from '../../contract/catalog';
import { SUGGEST_TEXT } from '../../contract/messages';
import { FROCK, FROCK_ID, KURTA_ID } from '../test/api-answers';
import { fakeApi, heldReply, type FakeReply, type FakeRequest } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import type * as popupModule from './search-suggestions';

// The header search's suggestions as a keyboard and screen-reader user meets them: a WAI-ARIA 1.2 combobox
// (docs/decisions/0064-search-suggestions.md).

type PopupModule = typeof popupModule;
type PopupProps = ComponentProps<PopupModule['default']>;

// The popup as the box's lazy import gives it, except that a test can hold its code back as if its chunk were still
// on the way (holdPopupCode).
const popupCode = vi.hoisted(() => ({ held: null as ComponentType<PopupProps> | null }));
vi.mock('./search-suggestions', async (importOriginal) => {
  const actual = await importOriginal<PopupModule>();
  return {
    ...actual,
    default: function Popup(props: PopupProps) {
      const Shown = popupCode.held ?? actual.default;
      return <Shown {...props} />;
    },
  };
});

/** Holds the popup's code back, a React.lazy of its own, until the function returned lets it load. */
function holdPopupCode(): () => Promise<void> {
  let load: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => (load = resolve));
  popupCode.held = lazy(async () => {
    await loaded;
    return vi.importActual<PopupModule>('./search-suggestions');
  });
  onTestFinished(() => void (popupCode.held = null));
  return () => act(async () => load());
}

/**
 * Lets an answer the app has just read reach the screen, if it is going to: a timer, so that the app's promise steps
 * with it have all run (they come before any timer), then React Query's notification of the screen (notifyManager
 * schedules it in a timer set during those steps, so before this one), then React's render of it (act).
 */
async function settled() {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await act(() => new Promise<void>((resolve) => notifyManager.schedule(resolve)));
}

const NO_READING = { words: [], age: null, size: null, gender: null };

function answerFor(names: string[], query: string): Suggestions {
  return {
    products: names.map((name, i) => ({
      _id: i === 0 ? FROCK_ID : KURTA_ID,
      name,
      image: '',
      srcSet: '',
      price: 1299,
      discountPrice: 999,
    })),
    categories: [
      {
        category: 'Party Wear',
        gender: 'Girls',
        label: SUGGEST_TEXT.scopedLabel(query, 'Party Wear', 'Girls'),
        what: query,
        query,
      },
    ],
    understood: { ...NO_READING, words: [query] },
  };
}

const qOf = (request: FakeRequest) => new URL(request.path, 'http://shop.test').searchParams.get('q');

function shop(suggest: (request: FakeRequest) => FakeReply | Promise<FakeReply>) {
  const api = fakeApi({
    'GET /user/me': { status: 401, body: { message: 'Please log in.' } },
    'GET /user/newArrivals': { body: [] },
    'GET /user/search/suggest': suggest,
    [`GET /user/productDetail/${FROCK_ID}`]: { body: { product: FROCK, similarProducts: [], fewLeftAt: 3 } },
    'GET /user/searchResults': {
      body: {
        items: [],
        totalItems: 0,
        moreItems: false,
        totalPages: 1,
        currentPage: 1,
        didYouMean: null,
        understood: NO_READING,
      },
    },
  });
  return { api, ...renderApp('/no-such-page') };
}

/** The header's search box (a search page has comboboxes of its own: the sort). */
const box = () => within(screen.getByRole('search')).getByRole('combobox');

describe('search suggestions', () => {
  it('opens a listbox as one types, moves with the arrows, and Enter opens the active product', async () => {
    const { api, user } = shop((request) => ({
      body: answerFor(['Sunflower Frock', 'Festive Frock'], qOf(request) === 'fro' ? 'frock' : 'fr'),
    }));
    const input = box();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    await user.type(input, 'fro');

    // (An answer to "fr" may show while "fro" is asked, if typing paused there.)
    await screen.findByRole('option', { name: 'frock in Girls · Party Wear' });
    const list = screen.getByRole('listbox', { name: SUGGEST_TEXT.listLabel });
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    expect(input.getAttribute('aria-controls')).toBe(list.id);
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Sunflower Frock'),
      expect.stringContaining('Festive Frock'),
      'frock in Girls · Party Wear',
    ]);
    // Said by screen readers: the live region beside the list.
    expect(screen.getByText(SUGGEST_TEXT.count(3)).getAttribute('role')).toBe('status');
    // Asked when typing pauses, never for a single letter.
    const asked = api.calls('GET /user/search/suggest').map(qOf);
    expect(asked.at(-1)).toBe('fro');
    expect(asked).not.toContain('f');

    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    // Past the last option it comes round to the first; up from the first goes to the last.
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(api.calls(`GET /user/productDetail/${FROCK_ID}`)).toHaveLength(1));
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(api.calls('GET /user/searchResults')).toHaveLength(0);
  });

  it('moves two options for two arrows pressed before the page renders again', async () => {
    const { user } = shop(() => ({ body: answerFor(['Sunflower Frock', 'Festive Frock'], 'frock') }));
    const input = box();
    await user.type(input, 'fro');
    await screen.findByRole('option', { name: 'frock in Girls · Party Wear' });
    const options = within(screen.getByRole('listbox')).getAllByRole('option');

    // Both keys reach the box in one task, as on a busy phone: React renders once, after both.
    act(() => {
      for (let i = 0; i < 2; i += 1)
        input.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }),
        );
    });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
  });

  it('opens a scoped suggestion as a search with its filters, and submits the typed text when none is active', async () => {
    const { api, user } = shop(() => ({ body: answerFor(['Sunflower Frock'], 'frock') }));
    await user.type(box(), 'fro');
    const scoped = await screen.findByRole('option', { name: 'frock in Girls · Party Wear' });
    await user.click(scoped);
    await waitFor(() => expect(api.calls('GET /user/searchResults')).toHaveLength(1));
    const asked = new URL(api.calls('GET /user/searchResults')[0]!.path, 'http://shop.test').searchParams;
    expect([asked.get('q'), asked.get('category'), asked.get('gender')]).toEqual([
      'frock',
      'Party Wear',
      'Girls',
    ]);

    // Typed text with no option active: Enter is the ordinary search.
    await user.clear(box());
    await user.type(box(), 'kurta{Enter}');
    await waitFor(() => expect(api.calls('GET /user/searchResults')).toHaveLength(2));
    expect(qOf(api.calls('GET /user/searchResults')[1]!)).toBe('kurta');
  });

  it('Escape closes the list, a second Escape empties the box, and typing opens it again', async () => {
    const { user } = shop((request) => ({ body: answerFor(['Sunflower Frock'], qOf(request) ?? '') }));
    await user.type(box(), 'fro');
    await screen.findByRole('listbox');
    await waitFor(() => expect(box().getAttribute('aria-expanded')).toBe('true'));
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().getAttribute('aria-activedescendant')).toBeNull();
    expect(box()).toHaveProperty('value', 'fro');
    await user.keyboard('{ArrowDown}');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}{Escape}');
    expect(box()).toHaveProperty('value', '');
    await user.type(box(), 'fr');
    await waitFor(() => expect(box().getAttribute('aria-expanded')).toBe('true'));
    // Tab leaves the box and closes the list.
    await user.tab();
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('never lets an earlier, slower answer replace the answer to what was typed since', async () => {
    const slow = heldReply();
    const { api, user } = shop((request) =>
      qOf(request) === 'fr' ? slow.route() : { body: answerFor(['Frock For Fro'], 'frock') },
    );
    await user.type(box(), 'fr');
    await waitFor(() => expect(api.calls('GET /user/search/suggest')).toHaveLength(1));
    await user.type(box(), 'o');
    await screen.findByRole('option', { name: /Frock For Fro/ });
    slow.release({ body: answerFor(['Stale Answer'], 'fr') });
    await slow.read;
    await settled();
    expect(screen.queryByRole('option', { name: /Stale Answer/ })).toBeNull();
    expect(screen.getByRole('option', { name: /Frock For Fro/ })).toBeTruthy();
  });

  it('stays closed for a text searched before its code had loaded, when its answer comes after the search', async () => {
    const loadPopup = holdPopupCode();
    const answer = heldReply();
    const { api, user } = shop(() => answer.route());
    await user.type(box(), 'fro{Enter}');
    await waitFor(() => expect(api.calls('GET /user/searchResults')).toHaveLength(1));
    expect(api.calls('GET /user/search/suggest')).toHaveLength(0);

    await loadPopup();
    await waitFor(() => expect(api.calls('GET /user/search/suggest').map(qOf)).toEqual(['fro']));
    answer.release({ body: answerFor(['Sunflower Frock'], 'frock') });
    await answer.read;
    await settled();
    expect(document.activeElement).toBe(box());
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();

    // Typing on opens it again.
    await user.type(box(), 'c');
    await screen.findByRole('option', { name: /Sunflower Frock/ });
    expect(box().getAttribute('aria-expanded')).toBe('true');
  });
});
