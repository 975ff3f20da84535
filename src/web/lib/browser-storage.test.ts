import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, readStoredJson, removeStored, writeStored } from './browser-storage';

// Storage that works, and storage a private window or a full quota refuses: the helpers never throw.

function workingStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

function refusingStorage(): Storage {
  const refuse = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return { length: 0, clear: refuse, getItem: refuse, key: refuse, removeItem: refuse, setItem: refuse };
}

afterEach(() => vi.unstubAllGlobals());

describe('browser storage', () => {
  it('keeps, reads and forgets a value, each area apart', () => {
    vi.stubGlobal('window', { localStorage: workingStorage(), sessionStorage: workingStorage() });
    expect(writeStored('local', 'k', 'v')).toBe(true);
    expect(readStored('local', 'k')).toBe('v');
    expect(readStored('session', 'k')).toBeNull();
    expect(removeStored('local', 'k')).toBe(true);
    expect(readStored('local', 'k')).toBeNull();
  });

  it('reads JSON, and nothing from a value that is not JSON', () => {
    vi.stubGlobal('window', { localStorage: workingStorage(), sessionStorage: workingStorage() });
    writeStored('session', 'wish', JSON.stringify({ productId: 'p' }));
    writeStored('session', 'broken', '{"productId"');
    expect(readStoredJson('session', 'wish')).toEqual({ productId: 'p' });
    expect(readStoredJson('session', 'broken')).toBeNull();
    expect(readStoredJson('session', 'absent')).toBeNull();
  });

  it('never throws when storage is refused: reads find nothing, writes say they kept nothing', () => {
    vi.stubGlobal('window', { localStorage: refusingStorage(), sessionStorage: refusingStorage() });
    expect(readStored('local', 'k')).toBeNull();
    expect(readStoredJson('session', 'k')).toBeNull();
    expect(writeStored('local', 'k', 'v')).toBe(false);
    expect(removeStored('session', 'k')).toBe(false);
  });

  it('never throws when even reaching the storage is refused', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    expect(readStored('local', 'k')).toBeNull();
    expect(writeStored('local', 'k', 'v')).toBe(false);
  });
});
