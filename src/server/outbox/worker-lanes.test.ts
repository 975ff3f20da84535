import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEvents } from '../db/schema';
import { useTestApp } from '../test/harness';
import { createOutboxWorker, handler, type OutboxHandler } from './worker';

// Handlers that do not wait for each other (docs/decisions/0047-outbox-handlers-apart.md): a hung mail delays no
// cache drop and no other event beyond the mail lane's size; a claim is renewed while its mail hangs, so a second
// worker never takes it; a stopped worker gives back what it held, and the next one delivers it at once.

const DAY = 24 * 60 * 60_000;

/** A mail handler whose sends hang until released, counting how many are in flight at once. */
function hungMail() {
  const releases: Array<() => void> = [];
  const state = { inFlight: 0, mostInFlight: 0, sent: [] as string[] };
  const mail = handler({
    event: 'order.placed',
    name: 'mail',
    mail: true,
    async handle({ orderId }) {
      state.inFlight++;
      state.mostInFlight = Math.max(state.mostInFlight, state.inFlight);
      await new Promise<void>((resolve) => releases.push(resolve));
      state.inFlight--;
      state.sent.push(orderId);
    },
  });
  const releaseAll = () => releases.splice(0).forEach((release) => release());
  /** Releases the sends that hang, then each one as it starts, until `count` are sent. */
  async function releaseUntilSent(count: number) {
    while (state.sent.length < count) {
      await expect
        .poll(() => releases.length > 0 || state.sent.length >= count, {
          timeout: 10_000,
          interval: 10,
          message: `a send to start, or ${count} sent`,
        })
        .toBe(true);
      releaseAll();
    }
  }
  return { mail, state, releaseAll, releaseUntilSent, started: () => releases.length };
}

describe('outbox handlers apart', () => {
  const t = useTestApp();

  /** Orders' events due tomorrow, so that only a worker whose clock is a day ahead takes them. */
  async function dueTomorrow(orderIds: string[]) {
    const later = new Date(Date.now() + DAY);
    const rows = await t.database.db
      .insert(outboxEvents)
      .values(orderIds.map((orderId) => ({ type: 'order.placed', payload: { orderId }, availableAt: later })))
      .returning({ id: outboxEvents.id });
    return { ids: rows.map((row) => row.id), clock: () => new Date(later.getTime() + 1_000) };
  }
  const rowsOf = (ids: string[]) =>
    t.database.db.select().from(outboxEvents).where(inArray(outboxEvents.id, ids));

  it('drops the cache at once and keeps at most the lane’s mails in flight while the provider hangs', async () => {
    const { ids, clock } = await dueTomorrow(['a1', 'a2', 'a3', 'a4', 'a5']);
    const hung = hungMail();
    let cacheDrops = 0;
    const cache: OutboxHandler = handler({
      event: 'order.placed',
      name: 'cache',
      coalesce: true,
      handle: async () => void cacheDrops++,
    });
    const worker = createOutboxWorker({
      db: t.database.db,
      now: clock,
      handlers: [hung.mail, cache],
      mailConcurrency: 2,
    });
    const drained = worker.drain();
    await expect.poll(() => hung.started()).toBe(2);
    expect(cacheDrops).toBe(1);
    expect(hung.state.inFlight).toBe(2);
    await hung.releaseUntilSent(5);
    await drained;
    expect(hung.state.mostInFlight).toBe(2);
    expect((await rowsOf(ids)).every((row) => row.deliveredAt !== null)).toBe(true);
  });

  it('renews the claim of a hung mail, so that another worker never sends it again', async () => {
    const { ids, clock } = await dueTomorrow(['b1']);
    // Both workers' clock, moved on by the test: a lease runs out when this clock passes it.
    const start = clock().getTime();
    let at = start;
    const now = () => new Date(at);
    const hung = hungMail();
    const leaseMs = 3_000;
    const first = createOutboxWorker({ db: t.database.db, now, handlers: [hung.mail], leaseMs });
    first.start();
    await expect.poll(() => hung.started(), { timeout: 10_000 }).toBe(1);
    const sentAgain: string[] = [];
    const second = createOutboxWorker({
      db: t.database.db,
      now,
      handlers: [
        handler({
          event: 'order.placed',
          name: 'mail',
          mail: true,
          handle: async ({ orderId }) => void sentAgain.push(orderId),
        }),
      ],
      leaseMs,
    });
    // Well past the first lease, half a lease at a time: after each step the first worker renews its claim from the
    // new time, then the second worker looks for due events. Without renewal the first lease runs out at the second
    // step, and the second worker would take the event and mail it again.
    for (let ahead = leaseMs / 2; ahead <= 2.5 * leaseMs; ahead += leaseMs / 2) {
      at = start + ahead;
      await expect
        .poll(async () => (await rowsOf(ids))[0]!.availableAt.getTime(), {
          timeout: 10_000,
          message: `the claim renewed from the clock ${ahead} ms on`,
        })
        .toBeGreaterThanOrEqual(at + leaseMs);
      await second.drain();
      expect(sentAgain).toEqual([]);
    }
    hung.releaseAll();
    await expect.poll(async () => (await rowsOf(ids))[0]!.deliveredAt, { timeout: 10_000 }).not.toBeNull();
    await first.stop();
    expect(hung.state.sent).toEqual(['b1']);
  });

  it('claims again after a wake that found its hands full, as mails are done', async () => {
    // 25 events for a lane of 1: 20 in hand at most. Polls every 20 ms while the first mail hangs, each finding no
    // room; the worker must still claim the last 5 once the mails in hand are done (it once stopped claiming for good,
    // and then looked no more).
    const orderIds = Array.from({ length: 25 }, (_, i) => `d${i}`);
    const { ids, clock } = await dueTomorrow(orderIds);
    const hung = hungMail();
    const worker = createOutboxWorker({
      db: t.database.db,
      now: clock,
      handlers: [hung.mail],
      mailConcurrency: 1,
      pollMs: 20,
    });
    worker.start();
    await expect.poll(() => worker.load.events, { timeout: 10_000 }).toBe(20);
    // Several of those polls, each finding its hands full.
    await expect.poll(() => worker.load.wakesWithHandsFull, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    await hung.releaseUntilSent(orderIds.length);
    await worker.stop();
    expect(hung.state.sent.sort()).toEqual([...orderIds].sort());
    expect((await rowsOf(ids)).every((row) => row.deliveredAt !== null)).toBe(true);
  });

  it('gives back at stop what it held and did not deliver; the next worker sends it at once', async () => {
    const { ids, clock } = await dueTomorrow(['c1', 'c2', 'c3']);
    const hung = hungMail();
    let cacheDrops = 0;
    const cache = handler({
      event: 'order.placed',
      name: 'cache',
      coalesce: true,
      handle: async () => void cacheDrops++,
    });
    const first = createOutboxWorker({
      db: t.database.db,
      now: clock,
      handlers: [hung.mail, cache],
      mailConcurrency: 1,
      stopGraceMs: 100,
    });
    first.start();
    await expect.poll(() => hung.started(), { timeout: 10_000 }).toBe(1);
    await first.stop();
    const given = await rowsOf(ids);
    for (const row of given) {
      expect(row.deliveredAt).toBeNull();
      expect(row.attempts).toBe(0);
      expect(row.handled).toEqual(['cache']);
      expect(row.availableAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
    // The hung send ends after the stop: it is not recorded as a failure, nor as a delivery.
    hung.releaseAll();

    const sent: string[] = [];
    const next = createOutboxWorker({
      db: t.database.db,
      now: () => new Date(),
      handlers: [
        cache,
        handler({
          event: 'order.placed',
          name: 'mail',
          mail: true,
          handle: async ({ orderId }) => void sent.push(orderId),
        }),
      ],
    });
    await next.drain();
    expect(sent.sort()).toEqual(['c1', 'c2', 'c3']);
    expect(cacheDrops).toBe(1);
    expect((await rowsOf(ids)).every((row) => row.deliveredAt !== null)).toBe(true);
  });

  it('sends the mails about one order one after another, in the order of their events', async () => {
    // An order placed, then confirmed and shipped a moment later (events written in that order), and another
    // order's mail: claimed together, in a lane with room for all of them. Due tomorrow, as above.
    const later = new Date(Date.now() + DAY);
    const actor = { kind: 'admin', userId: 'x' } as const;
    const moved = (to: 'confirmed' | 'shipped') => ({ orderId: 'e1', from: 'pending', to, actor });
    const written = (ms: number) => ({ createdAt: new Date(later.getTime() + ms), availableAt: later });
    const rows = await t.database.db
      .insert(outboxEvents)
      .values([
        { type: 'order.status-changed', payload: moved('shipped'), ...written(2) },
        { type: 'order.placed', payload: { orderId: 'e2' }, ...written(3) },
        { type: 'order.status-changed', payload: moved('confirmed'), ...written(1) },
        { type: 'order.placed', payload: { orderId: 'e1' }, ...written(0) },
      ])
      .returning({ id: outboxEvents.id });
    const releases = new Map<string, () => void>();
    const sent: string[] = [];
    const hangingMail = (what: string) =>
      new Promise<void>((resolve) => releases.set(what, resolve)).then(() => void sent.push(what));
    const inOrderOf = ({ orderId }: { orderId: string }) => `order:${orderId}`;
    const worker = createOutboxWorker({
      db: t.database.db,
      now: () => new Date(later.getTime() + 1_000),
      handlers: [
        handler({
          event: 'order.placed',
          name: 'mail',
          mail: true,
          inOrderOf,
          handle: ({ orderId }) => hangingMail(`${orderId} placed`),
        }),
        handler({
          event: 'order.status-changed',
          name: 'mail',
          mail: true,
          inOrderOf,
          handle: ({ orderId, to }) => hangingMail(`${orderId} ${to}`),
        }),
      ],
      mailConcurrency: 4,
    });
    const drained = worker.drain();
    const started = () => [...releases.keys()];
    // The other order's mail does not wait; the first order's second mail waits for its first.
    await expect.poll(started, { timeout: 10_000 }).toEqual(['e1 placed', 'e2 placed']);
    expect(worker.load.mailsInFlight).toBe(2);
    for (const [mail, next] of [
      ['e1 placed', 'e1 confirmed'],
      ['e1 confirmed', 'e1 shipped'],
    ] as const) {
      releases.get(mail)!();
      await expect.poll(started, { timeout: 10_000 }).toContain(next);
    }
    releases.get('e1 shipped')!();
    releases.get('e2 placed')!();
    await drained;
    expect(sent.filter((mail) => mail.startsWith('e1'))).toEqual(['e1 placed', 'e1 confirmed', 'e1 shipped']);
    expect((await rowsOf(rows.map((row) => row.id))).every((row) => row.deliveredAt !== null)).toBe(true);
  });
});
