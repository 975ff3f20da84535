import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToGuestBag, clearGuestBag, guestBagLines, removeFromGuestBag } from './guest-bag';

// The visitor's bag in this browser: kept and changed, and, where storage is refused, an Add to Cart that fails
// rather than pretending, and a clear that never fails.

function browser(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) {
  const changes: string[] = [];
  vi.stubGlobal('window', {
    localStorage: storage,
    dispatchEvent: (event: Event) => changes.push(event.type) > 0,
  });
  return changes;
}

function workingStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const refuse = () => {
  throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
};

const FROCK = { productId: 'frock', size: '2-3 y' };

afterEach(() => vi.unstubAllGlobals());

describe('the guest bag', () => {
  it('adds up a line to at most 5, removes it and tells the page each time', () => {
    const changes = browser(workingStorage());
    addToGuestBag({ ...FROCK, quantity: 3 });
    addToGuestBag({ ...FROCK, quantity: 4 });
    expect(guestBagLines()).toEqual([{ ...FROCK, quantity: 5 }]);
    removeFromGuestBag(FROCK);
    expect(guestBagLines()).toEqual([]);
    expect(changes).toHaveLength(3);
  });

  it('fails an Add to Cart that storage refuses, and clears without failing', () => {
    const changes = browser({ getItem: () => null, setItem: refuse, removeItem: refuse });
    expect(() => addToGuestBag({ ...FROCK, quantity: 1 })).toThrow();
    expect(() => clearGuestBag()).not.toThrow();
    expect(changes).toEqual([]);
  });

  it('is empty where storage cannot even be read', () => {
    browser({ getItem: refuse, setItem: refuse, removeItem: refuse });
    expect(guestBagLines()).toEqual([]);
  });
});
