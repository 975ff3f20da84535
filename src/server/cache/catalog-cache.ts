import { createHash, randomUUID } from 'node:crypto';
import { coalesced } from './coalesced';

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
  /** Whether `get` would answer without a new load: a fresh entry, or a load under way. */
  has(key: string): boolean;
  /** The fresh entry under `key`, if there is one (counted as a hit); never loads. */
  peek<T>(key: string): CachedValue<T> | undefined;
  /** Drops every entry here, then tells the other instances. */
  invalidate(): Promise<void>;
  /** Drops every entry here only (what a message from another instance does). */
  clearLocal(): void;
  close(): Promise<void>;
  readonly stats: { hits: number; misses: number; invalidations: number };
  /** What the entries hold now, as estimated by `approximateBytes`. */
  heldBytes(): number;
}

/** How instances tell one another that the catalog changed. */
export interface InvalidationBus {
  /** Tells the other instances; the sender's own message is ignored by it. */
  publish(): Promise<void>;
  /** Starts listening; `onMessage` runs for every other instance's change, and after a lost connection. */
  subscribe(onMessage: () => void): Promise<void>;
  close(): Promise<void>;
}

interface CatalogCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** What the entries may hold together, as estimated by `approximateBytes`; the oldest go first past it. */
  maxBytes?: number;
  bus?: InvalidationBus | undefined;
  now?: () => number;
  onBusError?: (error: unknown) => void;
}

const CATALOG_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 2_000;
/**
 * 2,000 list pages of 28 products can take 100 MB and more; a scraper asking for every filter combination must not
 * grow the process without end, so the cache is bounded by what it holds, not only by how many entries.
 */
const CATALOG_CACHE_MAX_BYTES = 48 * 1024 * 1024;

/**
 * The JSON a cached value stands for: a response body's own (`{ json }`, serialized once when the cache is filled),
 * else the value serialized. Taken as it is: serializing the body again would escape every quote of its JSON.
 */
function jsonOf(value: unknown): string {
  const json = (value as { json?: unknown } | null)?.json;
  return typeof json === 'string' ? json : (JSON.stringify(value) ?? '');
}

/**
 * What a cached value costs in memory, roughly: its JSON's length twice over, for strings held as two bytes a
 * character (Devanagari names) and for the compressed copies kept beside a response's JSON.
 */
function approximateBytes(value: unknown): number {
  return 2 * jsonOf(value).length;
}

/** A weak ETag of the value's JSON: the same value always gives the same tag, on every instance. */
function etagOf(value: unknown): string {
  return `W/"${createHash('sha1').update(jsonOf(value)).digest('base64url').slice(0, 22)}"`;
}

/** A fresh id per instance, so that a bus can ignore its own messages. */
export const newInstanceId = (): string => randomUUID();

export async function createCatalogCache(options: CatalogCacheOptions = {}): Promise<CatalogCache> {
  const ttlMs = options.ttlMs ?? CATALOG_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const maxBytes = options.maxBytes ?? CATALOG_CACHE_MAX_BYTES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { cached: CachedValue<unknown>; expiresAt: number; bytes: number }>();
  let heldBytes = 0;
  const loading = new Map<string, Promise<CachedValue<unknown>>>();
  const stats = { hits: 0, misses: 0, invalidations: 0 };
  let generation = 0;
  // One message on the bus at a time: the drops asked while it is on its way are told by one more after it.
  const publish = coalesced(() => options.bus?.publish() ?? Promise.resolve());

  const clearLocal = () => {
    generation++;
    stats.invalidations++;
    entries.clear();
    heldBytes = 0;
    loading.clear();
  };

  const drop = (key: string) => {
    heldBytes -= entries.get(key)?.bytes ?? 0;
    entries.delete(key);
  };

  async function load<T>(key: string, loader: () => Promise<T>): Promise<CachedValue<T>> {
    const startedIn = generation;
    const value = await loader();
    const cached = { value, etag: etagOf(value) };
    const bytes = approximateBytes(value);
    if (startedIn === generation && bytes <= maxBytes) {
      drop(key);
      // Oldest first: entries live 10 s at most, so the oldest is also the nearest to expiring.
      while (entries.size > 0 && (entries.size >= maxEntries || heldBytes + bytes > maxBytes)) {
        drop(entries.keys().next().value!);
      }
      entries.set(key, { cached, expiresAt: now() + ttlMs, bytes });
      heldBytes += bytes;
    }
    return cached;
  }

  const cache: CatalogCache = {
    stats,
    heldBytes: () => heldBytes,
    has(key: string): boolean {
      const entry = entries.get(key);
      return (entry !== undefined && entry.expiresAt > now()) || loading.has(key);
    },
    peek<T>(key: string): CachedValue<T> | undefined {
      const entry = entries.get(key);
      if (!entry || entry.expiresAt <= now()) return undefined;
      stats.hits++;
      return entry.cached as CachedValue<T>;
    },
    async get<T>(key: string, loader: () => Promise<T>): Promise<CachedValue<T>> {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) {
        stats.hits++;
        return entry.cached as CachedValue<T>;
      }
      if (entry) drop(key);
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
        await publish();
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
