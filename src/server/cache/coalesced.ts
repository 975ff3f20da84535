/**
 * `send` made to run once at a time, with the calls made while it runs answered by one more run after it. Each
 * call resolves when a run that began after the call has finished (or rejects with that run's error), so whatever
 * the caller did before calling is covered by a run, as if each call had run on its own.
 *
 * For the catalog's message to the other instances: under a rush of orders each committed order asked for one, and
 * every message took one of the pool's connections for a round trip, while one message sent after the changes tells
 * the other instances all of them.
 */
export function coalesced(send: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const run = (): Promise<void> => {
    const started = send().finally(() => {
      if (running === started) running = undefined;
    });
    running = started;
    return started;
  };
  return () => {
    if (queued) return queued;
    if (!running) return run();
    const after = () => {
      queued = undefined;
      return run();
    };
    queued = running.then(after, after);
    return queued;
  };
}
