import { API_ERROR } from '../../contract/messages';
import { serviceUnavailable } from '../http-error';
import type { Db, DbOrTx } from './client';

// The one way the server writes: a transaction that is retried as a whole when PostgreSQL chose it as the victim
// of a deadlock (40P01) or a serialization failure (40001). Both mean "nothing was written, try again"; a few
// attempts with a random pause untangle the colliding transactions. What still fails becomes a 503 the client
// may retry (an order retried with its Idempotency-Key is placed at most once).

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** SQLSTATEs after which running the whole transaction again is safe and likely to succeed. */
const RETRYABLE_CODES = new Set(['40P01', '40001']);

interface TransactionOptions {
  /** Attempts in all, the first included. */
  attempts?: number;
  /** Upper bound of the first pause in milliseconds; it doubles with each retry (full jitter). */
  baseDelayMs?: number;
}

const DEFAULTS: Required<TransactionOptions> = { attempts: 5, baseDelayMs: 20 };

/** Counters for tests and the bench: how often the retry path ran, and how often it gave up. */
export const transactionStats = { retries: 0, givenUp: 0 };

export function isRetryableTransactionError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    if (RETRYABLE_CODES.has(String((current as { code?: unknown }).code))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Callbacks to run once a transaction has committed (never after a rollback); see `afterCommit`. */
const commitCallbacks = new WeakMap<object, Array<() => void>>();
/** The database each running transaction of `inTransaction` writes to. */
const unitDatabases = new WeakMap<object, Db>();
/** The `once` keys of `afterCommit` already registered per unit. */
const onceKeys = new WeakMap<object, Set<string>>();

/** The database `tx` is a transaction of, when it is one of `inTransaction` (else undefined). */
export function databaseOfUnit(tx: DbOrTx): Db | undefined {
  return unitDatabases.get(tx);
}

/**
 * Runs `fn` after the transaction `tx` commits: only for in-process hints such as waking the outbox worker.
 * Anything that must not be lost is written to the outbox inside the transaction instead. With `once`, a second
 * registration under the same key in the same transaction is ignored.
 */
export function afterCommit(tx: DbOrTx, fn: () => void, once?: string): void {
  const callbacks = commitCallbacks.get(tx) ?? [];
  commitCallbacks.set(tx, callbacks);
  if (once !== undefined) {
    // One call however often the transaction asks (a stock move per size, an event per product).
    const keys = onceKeys.get(tx) ?? new Set<string>();
    onceKeys.set(tx, keys);
    if (keys.has(once)) return;
    keys.add(once);
  }
  callbacks.push(fn);
}

export async function inTransaction<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  return withRetries(async () => {
    let transaction: Tx | undefined;
    try {
      const result = await db.transaction(async (tx) => {
        transaction = tx;
        unitDatabases.set(tx, db);
        return work(tx);
      });
      runCommitCallbacks(transaction);
      return result;
    } finally {
      if (transaction) forgetUnit(transaction);
    }
  }, options);
}

function forgetUnit(unit: object): void {
  commitCallbacks.delete(unit);
  onceKeys.delete(unit);
  unitDatabases.delete(unit);
}

function runCommitCallbacks(unit: object | undefined): void {
  for (const callback of (unit && commitCallbacks.get(unit)) ?? []) callback();
}

async function withRetries<T>(attemptOnce: () => Promise<T>, options: TransactionOptions): Promise<T> {
  const { attempts, baseDelayMs } = { ...DEFAULTS, ...options };
  for (let attempt = 1; ; attempt++) {
    try {
      return await attemptOnce();
    } catch (error) {
      if (!isRetryableTransactionError(error)) throw error;
      if (attempt >= attempts) {
        transactionStats.givenUp++;
        throw serviceUnavailable(API_ERROR.busy);
      }
      transactionStats.retries++;
      await sleep(Math.random() * baseDelayMs * 2 ** (attempt - 1));
    }
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
