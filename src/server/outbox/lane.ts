/**
 * At most `limit` tasks at once; the others wait in line, first come first served. The outbox's mail lane: a few
 * mails in flight per instance keep up with a slow provider without opening a connection per event.
 */
interface Lane {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Drops every task still waiting (its promise rejects with `reason`); running ones go on. */
  clearWaiting(reason: Error): void;
  readonly running: number;
  readonly waiting: number;
}

export function createLane(limit: number): Lane {
  let running = 0;
  const waiting: Array<{ start: () => void; cancel: (reason: Error) => void }> = [];

  const next = () => {
    while (running < limit && waiting.length > 0) waiting.shift()!.start();
  };

  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    run<T>(task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          running++;
          task()
            .then(resolve, reject)
            .finally(() => {
              running--;
              next();
            });
        };
        waiting.push({ start, cancel: reject });
        next();
      });
    },
    clearWaiting(reason) {
      for (const task of waiting.splice(0)) task.cancel(reason);
    },
  };
}
