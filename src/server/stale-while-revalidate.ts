/**
 * A value read from the database that may be a little old and is never waited for twice: the first read is shared
 * by every caller that asks while it runs; once the value is `maxAgeMs` old it is still answered at once while it is
 * read again behind the answer. A failed first read is not kept (the next caller reads again); a failed read behind
 * keeps the value known before it. For values that decide how work is done, never what a shopper is answered: where
 * a search window begins, the words of the product names a misspelling is matched against.
 */
export interface StaleWhileRevalidate<T> {
  /** The first read's value, or the newest one known (read again behind the answer when `maxAgeMs` old). */
  get(now?: number): Promise<T>;
}

export function staleWhileRevalidate<T>(read: () => Promise<T>, maxAgeMs: number): StaleWhileRevalidate<T> {
  let known: { value: Promise<T>; readAt: number } | undefined;
  let readingBehind = false;

  /** A value is as old as the read that began at `now`: read times are the callers' clock, as the first one's is. */
  function readBehind(now: number): void {
    readingBehind = true;
    const before = known;
    const fresh = read();
    fresh
      .then(
        () => {
          if (known === before) known = { value: fresh, readAt: now };
        },
        () => undefined,
      )
      .finally(() => (readingBehind = false));
  }

  return {
    get(now = Date.now()) {
      if (!known) {
        const first = { value: read(), readAt: now };
        known = first;
        first.value.catch(() => {
          if (known === first) known = undefined;
        });
        return first.value;
      }
      if (now - known.readAt >= maxAgeMs && !readingBehind) readBehind(now);
      return known.value;
    },
  };
}
