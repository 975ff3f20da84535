import { createHash, randomUUID } from 'node:crypto';

/*
 * An in-process cache for hot catalog reads (new arrivals, product list pages, product details).
 *
 *   const value = await cache.get(key, () => loadFromDatabase());   // shared by concurrent misses
 *   await cache.invalidate();   // after a product, its price or its stock changed (here and on every instance)
 *
 * Entries live at most `ttlMs` (stock shown may lag by that much). Any change to products drops everything
 * synchronously in the instance that made it and, through an InvalidationBus, in every other instance. A load that
 * was running when an invalidation arrived is handed to its caller but never stored, so a read that raced a change
 * cannot keep the old price in the cache.
 */

export interface CachedValue<T> {
  value: T;
  /** A weak ETag of the value (the same value always gives the same tag, on every instance). */
  etag: string;
}

export interface CatalogCache {
  get<T>(key: string, load: () => Promise<T>): Promise<CachedValue<T>>;
  /** Drops every entry here, then tells the other instances. */
  invalidate(): Promise<void>;
  /** Drops every entry here only (what a message from another instance does). */
  clearLocal(): void;
  close(): Promise<void>;
  readonly stats: { hits: number; misses: number; invalidations: number };
}

/** How instances tell one another that the catalog changed. */
export interface InvalidationBus {
  /** Tells the other instances; the sender's own message is ignored by it. */
  publish(): Promise<void>;
  /** Starts listening; `onMessage` runs for every other instance's change, and after a lost connection. */
  subscribe(onMessage: () => void): Promise<void>;
  close(): Promise<void>;
}

export interface CatalogCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  bus?: InvalidationBus | undefined;
  now?: () => number;
  onBusError?: (error: unknown) => void;
}

export const CATALOG_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 2_000;

export function etagOf(value: unknown): string {
  return `W/"${createHash('sha1').update(JSON.stringify(value)).digest('base64url').slice(0, 22)}"`;
}

/** A fresh id per instance, so that a bus can ignore its own messages. */
export const newInstanceId = (): string => randomUUID();

export async function createCatalogCache(options: CatalogCacheOptions = {}): Promise<CatalogCache> {
  const ttlMs = options.ttlMs ?? CATALOG_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { cached: CachedValue<unknown>; expiresAt: number }>();
  const loading = new Map<string, Promise<CachedValue<unknown>>>();
  const stats = { hits: 0, misses: 0, invalidations: 0 };
  let generation = 0;

  const clearLocal = () => {
    generation++;
    stats.invalidations++;
    entries.clear();
    loading.clear();
  };

  async function load<T>(key: string, loader: () => Promise<T>): Promise<CachedValue<T>> {
    const startedIn = generation;
    const value = await loader();
    const cached = { value, etag: etagOf(value) };
    if (startedIn === generation) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { cached, expiresAt: now() + ttlMs });
    }
    return cached;
  }

  const cache: CatalogCache = {
    stats,
    async get<T>(key: string, loader: () => Promise<T>): Promise<CachedValue<T>> {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) {
        stats.hits++;
        return entry.cached as CachedValue<T>;
      }
      if (entry) entries.delete(key);
      const running = loading.get(key);
      if (running) {
        stats.hits++;
        return running as Promise<CachedValue<T>>;
      }
      stats.misses++;
      const promise = load(key, loader);
      loading.set(key, promise);
      const forget = () => {
        if (loading.get(key) === promise) loading.delete(key);
      };
      promise.then(forget, forget);
      return promise;
    },
    async invalidate() {
      clearLocal();
      try {
        await options.bus?.publish();
      } catch (error) {
        // Other instances then catch up within the TTL; this instance is already correct.
        options.onBusError?.(error);
      }
    },
    clearLocal,
    async close() {
      entries.clear();
      await options.bus?.close();
    },
  };
  await options.bus?.subscribe(clearLocal);
  return cache;
}
