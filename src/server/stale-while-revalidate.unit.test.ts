import { describe, expect, it, vi } from 'vitest';
import { staleWhileRevalidate } from './stale-while-revalidate';

/** A read that answers when told to, counting how often it was asked. */
function controlledRead() {
  const pending: Array<{ resolve: (value: string) => void; reject: (error: Error) => void }> = [];
  const read = vi.fn(() => new Promise<string>((resolve, reject) => pending.push({ resolve, reject })));
  return {
    read,
    answer: (value: string) => pending.shift()!.resolve(value),
    fail: () => pending.shift()!.reject(new Error('down')),
  };
}

const AGE = 10_000;

describe('staleWhileRevalidate', () => {
  it('reads once for every caller that asks while the first read runs, then answers from what it read', async () => {
    const { read, answer } = controlledRead();
    const value = staleWhileRevalidate(read, AGE);
    const callers = Array.from({ length: 50 }, () => value.get(0));
    answer('first');
    expect(await Promise.all(callers)).toEqual(Array(50).fill('first'));
    expect(await value.get(AGE - 1)).toBe('first');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads again after a failed first read', async () => {
    const { read, answer, fail } = controlledRead();
    const value = staleWhileRevalidate(read, AGE);
    const first = value.get(0);
    fail();
    await expect(first).rejects.toThrow('down');
    const second = value.get(1);
    answer('second');
    expect(await second).toBe('second');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('answers an old value at once and reads it again behind the answer, once', async () => {
    const { read, answer } = controlledRead();
    const value = staleWhileRevalidate(read, AGE);
    const first = value.get(0);
    answer('old');
    await first;
    // Old: answered at once, without waiting for the read it starts.
    expect(await value.get(AGE)).toBe('old');
    expect(await value.get(AGE + 1)).toBe('old');
    expect(read).toHaveBeenCalledTimes(2);
    answer('new');
    await vi.waitFor(async () => expect(await value.get(AGE + 2)).toBe('new'));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps the value it knew when a read behind it fails, and tries again at the next call', async () => {
    const { read, answer, fail } = controlledRead();
    const value = staleWhileRevalidate(read, AGE);
    const first = value.get(0);
    answer('old');
    await first;
    expect(await value.get(AGE)).toBe('old');
    fail();
    await vi.waitFor(async () => {
      expect(await value.get(AGE)).toBe('old');
      expect(read).toHaveBeenCalledTimes(3);
    });
    answer('new');
    await vi.waitFor(async () => expect(await value.get(AGE)).toBe('new'));
  });
});
