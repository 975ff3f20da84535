import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { outboxEvents } from '../db/schema';
import type { OutboxEventPayloads, OutboxEventType } from './events';
import { createLane } from './lane';
import { DEFAULT_MAIL_CONCURRENCY } from './mail-lane-size';
import { onOutboxWritten } from './outbox';

// The one place where side effects of committed changes happen (docs/decisions/0047-outbox-handlers-apart.md). Any
// instance may run it: an event is claimed by pushing its available_at past a lease (rows taken with FOR UPDATE SKIP
// LOCKED, so two workers never claim the same event), then its handlers run outside any transaction, each on its
// own: a quick handler (dropping a cache) runs at once, a mail waits for a place in the mail lane (a few in flight
// per instance), and no handler waits for another, nor any event for another, except that mails about one order
// or return go out in the order of their events (`inOrderOf`). Each event is recorded as soon as
// its own handlers are done, and the next events are claimed while others are still being mailed.
//
// A claim outlives its handlers: the leases of the events in hand are renewed while they run, so a slow provider
// never lets another instance take and send them again. A worker that stops gives back what it claimed and did not
// deliver, at once; only a crash leaves events to their lease. A failed handler is retried with exponential backoff
// for two days; handlers that already succeeded are not run again. Handlers must still tolerate a repeat (a crash
// after a mail went out and before it was recorded).

/**
 * The events due at `now`, oldest first, locked for the claim; rows another worker holds are skipped. Runs on the
 * pending index (outbox_events_pending_idx), shown by outbox-plans.test.ts.
 */
export function dueEvents(db: Db, now: Date, limit: number) {
  return db
    .select({ id: outboxEvents.id })
    .from(outboxEvents)
    .where(
      and(
        isNull(outboxEvents.deliveredAt),
        isNull(outboxEvents.failedAt),
        lte(outboxEvents.availableAt, sql`greatest(now(), ${now.toISOString()}::timestamptz)`),
      ),
    )
    .orderBy(asc(outboxEvents.availableAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export interface OutboxHandler<T extends OutboxEventType = OutboxEventType> {
  event: T;
  /** Stable and unique per event type: recorded in outbox_events.handled once it succeeded. */
  name: string;
  handle(payload: OutboxEventPayloads[T]): Promise<void>;
  /**
   * Its effect does not depend on the payload (dropping a cache): run once for all the events of its type claimed
   * together, with the first one's payload, rather than once per event.
   */
  coalesce?: boolean;
  /** It sends mail: it waits for a place in the mail lane, so that at most `mailConcurrency` are in flight. */
  mail?: boolean;
  /**
   * What its mail is about ('order:…'): mails about one thing go out one after another, in the order their events
   * were written, so that a parent never reads "shipped" before "confirmed" when the shop made both moves at once.
   * A mail waits, outside the lane, for the one before it on this instance to be sent or to fail; a failed one is
   * retried later on its own, so the order holds for mails sent at the first attempt.
   */
  inOrderOf?: (payload: OutboxEventPayloads[T]) => string;
}

/** Lets a module list handlers of several event types in one array, each checked against its own payload. */
export function handler<T extends OutboxEventType>(h: OutboxHandler<T>): OutboxHandler {
  return h as unknown as OutboxHandler;
}

type ClaimedEvent = typeof outboxEvents.$inferSelect;

export interface OutboxWorker {
  start(): void;
  /**
   * Stops claiming; waits up to the stop grace for the handlers under way, then gives back every event it holds and
   * has not delivered (due at once, for this instance after a restart or for another one).
   */
  stop(): Promise<void>;
  /** Delivers what is due now, repeatedly, until nothing is left (tests, shutdown of a one-off script). */
  drain(): Promise<void>;
  /**
   * Events claimed and not yet recorded, and mails in flight (the bench, tests); and how many claims began with no
   * room in hand, so that a test can wait for the worker to have looked with its hands full, rather than for a
   * guessed time, before it frees them.
   */
  readonly load: { events: number; mailsInFlight: number; wakesWithHandsFull: number };
}

interface OutboxWorkerOptions {
  db: Db;
  handlers: OutboxHandler[];
  now: () => Date;
  logger?: FastifyBaseLogger | undefined;
  /** How often due events are looked for without being woken (retries, other instances' events). */
  pollMs?: number;
  /** Mails in flight at once on this instance. */
  mailConcurrency?: number;
  /** How long a claim hides an event from other workers; renewed every third of it while the event is in hand. */
  leaseMs?: number;
  /** How long `stop` waits for handlers under way before giving their events back. */
  stopGraceMs?: number;
}

const BATCH_SIZE = 20;
const DEFAULT_LEASE_MS = 2 * 60_000;
const DEFAULT_STOP_GRACE_MS = 5_000;
const FIRST_RETRY_MS = 15_000;
const MAX_RETRY_MS = 60 * 60_000;
/** Events still failing after this long are set aside as failed, with their last error. */
const RETRY_WINDOW_MS = 48 * 60 * 60_000;

/** 15 s, 30 s, 1 min ... up to an hour between attempts, each shortened by up to a half at random. */
function retryDelayMs(attempts: number): number {
  const ceiling = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
  return Math.round(ceiling * (0.5 + Math.random() * 0.5));
}

/** An event in hand: what it has handled, its first failure, and how many of its handler runs are still out. */
interface InHand {
  event: ClaimedEvent;
  handled: Set<string>;
  failure: unknown;
  outstanding: number;
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, now, logger } = options;
  const pollMs = options.pollMs ?? 2_000;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const stopGraceMs = options.stopGraceMs ?? DEFAULT_STOP_GRACE_MS;
  const mailLane = createLane(options.mailConcurrency ?? DEFAULT_MAIL_CONCURRENCY);
  // Enough claimed to keep the mail lane busy, few enough that a stop gives back little.
  const maxInHand = Math.max(BATCH_SIZE, 4 * (options.mailConcurrency ?? DEFAULT_MAIL_CONCURRENCY));
  const handlersOf = new Map<string, OutboxHandler[]>();
  for (const h of options.handlers) handlersOf.set(h.event, [...(handlersOf.get(h.event) ?? []), h]);

  const inHand = new Map<string, InHand>();
  /** Settles when nothing is in hand and nothing is being recorded. */
  let idleWaiters: Array<() => void> = [];
  const recording = new Set<Promise<void>>();
  let pollTimer: NodeJS.Timeout | undefined;
  let leaseTimer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;
  let claiming: Promise<number> | undefined;
  let wokenWhileClaiming = false;
  let stopped = true;
  /** Set by a stop: mails that have not started are given back, not sent. */
  let givingBack = false;
  let wakesWithHandsFull = 0;

  const leaseEnd = () => new Date(now().getTime() + leaseMs);

  async function claimDue(limit: number): Promise<ClaimedEvent[]> {
    const due = dueEvents(db, now(), limit);
    return db
      .update(outboxEvents)
      .set({ attempts: sql`${outboxEvents.attempts} + 1`, availableAt: leaseEnd() })
      .where(inArray(outboxEvents.id, due))
      .returning();
  }

  /**
   * Starts every handler of a claimed batch, oldest event first (a claim returns its rows in no set order); each
   * event is recorded when its own handlers are done.
   */
  function dispatch(claimed: ClaimedEvent[]): void {
    const batch = [...claimed].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    for (const event of batch) {
      inHand.set(event.id, { event, handled: new Set(event.handled), failure: undefined, outstanding: 0 });
    }
    for (const [type, handlers] of handlersOf) {
      const ofType = batch.filter((event) => event.type === type);
      if (ofType.length === 0) continue;
      for (const h of handlers) if (h.coalesce) start(h, ofType);
    }
    // Event by event, whatever their types: mails about one thing are lined up in the order of their events.
    for (const event of batch) {
      for (const h of handlersOf.get(event.type) ?? []) if (!h.coalesce) start(h, [event]);
    }
    for (const event of batch) settleIfDone(event.id);
  }

  /** Runs one handler for some events in hand (those that still lack it), in the mail lane when it mails. */
  function start(h: OutboxHandler, events: ClaimedEvent[]): void {
    const pending = events.filter((event) => !inHand.get(event.id)!.handled.has(h.name));
    if (pending.length === 0) return;
    for (const event of pending) inHand.get(event.id)!.outstanding++;
    const task = () => h.handle(pending[0]!.payload as never);
    const run = h.mail
      ? inMailLane(task, h.coalesce ? undefined : h.inOrderOf?.(pending[0]!.payload as never))
      : task();
    void run.then(
      () => finish(h, pending, undefined),
      (error: unknown) => finish(h, pending, error ?? new Error('handler failed')),
    );
  }

  /** Per thing a mail is about (`inOrderOf`), the last of its mails started or waiting on this instance. */
  const lastMailAbout = new Map<string, Promise<void>>();

  /** A mail in the lane; after the mail about the same thing before it, when it has one. */
  function inMailLane(task: () => Promise<void>, about: string | undefined): Promise<void> {
    if (about === undefined) return mailLane.run(task);
    const previous = lastMailAbout.get(about);
    // A stop gives back what has not started, a mail that waited for another included.
    const afterPrevious = () => (givingBack ? Promise.reject(new GivenBack()) : mailLane.run(task));
    const run = previous ? previous.then(afterPrevious, afterPrevious) : mailLane.run(task);
    lastMailAbout.set(about, run);
    const forget = () => {
      if (lastMailAbout.get(about) === run) lastMailAbout.delete(about);
    };
    run.then(forget, forget);
    return run;
  }

  function finish(h: OutboxHandler, events: ClaimedEvent[], error: unknown): void {
    if (error !== undefined && !(error instanceof GivenBack)) {
      logger?.warn(
        { err: error, eventId: events[0]!.id, type: h.event, handler: h.name },
        'outbox handler failed',
      );
    }
    for (const event of events) {
      const held = inHand.get(event.id);
      // Given back by a stop meanwhile: the next claim runs it again.
      if (!held) continue;
      held.outstanding--;
      if (error instanceof GivenBack) {
        // Never started: it stays in hand, for the stop to give back.
        wakeIdle();
        continue;
      }
      if (error === undefined) held.handled.add(h.name);
      else held.failure ??= error;
      settleIfDone(event.id);
    }
  }

  function settleIfDone(id: string): void {
    const held = inHand.get(id);
    if (!held || held.outstanding > 0) return;
    inHand.delete(id);
    const write = record(held)
      .catch((error: unknown) =>
        // Not recorded: the lease runs out and the event is delivered again (handlers tolerate a repeat).
        logger?.warn({ err: error, eventId: id }, 'outbox outcome not recorded'),
      )
      .finally(() => {
        recording.delete(write);
        if (!stopped) void claim();
        wakeIdle();
      });
    recording.add(write);
  }

  /** Records one event's outcome: delivered in full, or the handlers it has and when to try again. */
  async function record({ event, handled, failure }: InHand): Promise<void> {
    const at = now();
    if (failure === undefined) {
      await db
        .update(outboxEvents)
        .set({ handled: [...handled], deliveredAt: at, lastError: null })
        .where(eq(outboxEvents.id, event.id));
      return;
    }
    const givingUp = at.getTime() - event.createdAt.getTime() > RETRY_WINDOW_MS;
    if (givingUp) logger?.error({ eventId: event.id, type: event.type }, 'outbox event failed for good');
    await db
      .update(outboxEvents)
      .set({
        handled: [...handled],
        lastError: String((failure as Error)?.message ?? failure).slice(0, 500),
        availableAt: new Date(at.getTime() + retryDelayMs(event.attempts)),
        ...(givingUp ? { failedAt: at } : {}),
      })
      .where(eq(outboxEvents.id, event.id));
  }

  /** Claims due events while there is room in hand; returns how many it claimed. */
  function claim(): Promise<number> {
    if (claiming) {
      wokenWhileClaiming = true;
      return claiming;
    }
    // Cleared in a callback, which never runs before the assignment below: a claim that finds no room in hand
    // awaits nothing, and clearing it inside its own body, before the assignment, left the settled claim in place,
    // so that every later wake and poll returned it and the worker never claimed again.
    const run: Promise<number> = claimWhileRoom().finally(() => {
      claiming = undefined;
      // Woken after the last look for room: claim again now rather than at the next poll.
      if (wokenWhileClaiming && !stopped) void claim();
      wakeIdle();
    });
    claiming = run;
    return run;
  }

  async function claimWhileRoom(): Promise<number> {
    let claimed = 0;
    if (inHand.size >= maxInHand) wakesWithHandsFull++;
    try {
      do {
        wokenWhileClaiming = false;
        for (;;) {
          const room = Math.min(BATCH_SIZE, maxInHand - inHand.size);
          if (room <= 0) break;
          const batch = await claimDue(room);
          claimed += batch.length;
          if (batch.length > 0) dispatch(batch);
          if (batch.length < room) break;
        }
      } while (wokenWhileClaiming && !stopped);
    } catch (error) {
      // The database may be down: the next poll tries again.
      wokenWhileClaiming = false;
      logger?.warn({ err: error }, 'outbox worker could not claim events');
    }
    return claimed;
  }

  /** Pushes the leases of the events in hand further, so that no other worker takes them while they run. */
  async function renewLeases(): Promise<void> {
    const ids = [...inHand.keys()];
    if (ids.length === 0) return;
    await db
      .update(outboxEvents)
      .set({ availableAt: leaseEnd() })
      .where(and(inArray(outboxEvents.id, ids), isNull(outboxEvents.deliveredAt)));
  }

  /** Hands back every event in hand: due at once, its attempt not counted, what it has handled kept. */
  async function giveBack(): Promise<void> {
    const held = [...inHand.values()];
    inHand.clear();
    mailLane.clearWaiting(new GivenBack());
    for (const { event, handled } of held) {
      await db
        .update(outboxEvents)
        .set({
          handled: [...handled],
          availableAt: sql`now()`,
          attempts: sql`greatest(${outboxEvents.attempts} - 1, 0)`,
        })
        .where(and(eq(outboxEvents.id, event.id), isNull(outboxEvents.deliveredAt)));
    }
    if (held.length > 0) logger?.info({ events: held.length }, 'outbox: undelivered events given back');
  }

  /**
   * No claim, handler run or record under way. Events in hand are then only those a stop has kept from the mail
   * lane (an event is recorded as soon as its last handler is done).
   */
  const isIdle = () =>
    !claiming && recording.size === 0 && [...inHand.values()].every((held) => held.outstanding === 0);

  function wakeIdle(): void {
    if (!isIdle()) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  function idle(): Promise<void> {
    if (isIdle()) return Promise.resolve();
    return new Promise((resolve) => idleWaiters.push(resolve));
  }

  return {
    get load() {
      return { events: inHand.size, mailsInFlight: mailLane.running, wakesWithHandsFull };
    },
    start() {
      stopped = false;
      givingBack = false;
      unsubscribe = onOutboxWritten(() => {
        if (!stopped) void claim();
      });
      pollTimer = setInterval(() => void claim(), pollMs);
      pollTimer.unref();
      leaseTimer = setInterval(
        () =>
          void renewLeases().catch((error: unknown) =>
            logger?.warn({ err: error }, 'outbox leases not renewed'),
          ),
        Math.max(1_000, Math.floor(leaseMs / 3)),
      );
      leaseTimer.unref();
      void claim();
    },
    async stop() {
      stopped = true;
      unsubscribe?.();
      if (pollTimer) clearInterval(pollTimer);
      if (leaseTimer) clearInterval(leaseTimer);
      pollTimer = undefined;
      leaseTimer = undefined;
      await claiming;
      // Mails not started yet go back at once; those in flight get a short grace to finish.
      givingBack = true;
      mailLane.clearWaiting(new GivenBack());
      let graceTimer: NodeJS.Timeout | undefined;
      await Promise.race([
        idle(),
        new Promise<void>((resolve) => {
          graceTimer = setTimeout(resolve, stopGraceMs);
        }),
      ]);
      clearTimeout(graceTimer);
      await Promise.allSettled([...recording]);
      await giveBack().catch((error: unknown) =>
        logger?.warn({ err: error }, 'outbox events not given back; their lease brings them back'),
      );
    },
    async drain() {
      // Until a claim finds nothing and everything claimed is recorded.
      for (;;) {
        await idle();
        const claimed = await claim();
        await idle();
        if (claimed === 0) return;
      }
    },
  };
}

/** The reason a waiting mail was dropped by a stop: its event is given back, not failed. */
class GivenBack extends Error {
  constructor() {
    super('given back at stop');
  }
}
