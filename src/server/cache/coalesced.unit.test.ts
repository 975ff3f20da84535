import { describe, expect, it } from 'vitest';
import { coalesced } from './coalesced';

/** A send whose runs end when the test says so. */
function controlledSend() {
  const runs: Array<{ finish: () => void; fail: (error: Error) => void }> = [];
  const send = () =>
    new Promise<void>((resolve, reject) => {
      runs.push({ finish: resolve, fail: reject });
    });
  return { send, runs };
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('coalesced', () => {
  it('runs at once when nothing runs', async () => {
    const { send, runs } = controlledSend();
    const publish = coalesced(send);
    const first = publish();
    expect(runs).toHaveLength(1);
    runs[0]!.finish();
    await first;
  });

  it('answers every call made during a run with one more run after it, and none before that run ends', async () => {
    const { send, runs } = controlledSend();
    const publish = coalesced(send);
    const first = publish();
    const during = [publish(), publish(), publish()];
    expect(runs).toHaveLength(1);
    runs[0]!.finish();
    await first;
    // The calls made during the first run began before it ended: they wait for the next.
    expect(await settled(Promise.race(during))).toBe(false);
    expect(runs).toHaveLength(2);
    runs[1]!.finish();
    await Promise.all(during);
    expect(runs).toHaveLength(2);
  });

  it('hands a failed run to its callers, and runs again for the calls after it', async () => {
    const { send, runs } = controlledSend();
    const publish = coalesced(send);
    const first = publish();
    const during = publish();
    runs[0]!.fail(new Error('bus down'));
    await expect(first).rejects.toThrow('bus down');
    expect(runs).toHaveLength(2);
    runs[1]!.fail(new Error('still down'));
    await expect(during).rejects.toThrow('still down');
    const later = publish();
    expect(runs).toHaveLength(3);
    runs[2]!.finish();
    await later;
  });
});
