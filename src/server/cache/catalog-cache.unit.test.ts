import { describe, expect, it } from 'vitest';
import { createCatalogCache, type InvalidationBus } from './catalog-cache';

/** Instances joined by an in-memory bus, as PostgreSQL NOTIFY or Redis pub/sub join them. */
function memoryBus() {
  const listeners = new Map<string, () => void>();
  return (id: string): InvalidationBus => ({
    async publish() {
      for (const [other, listener] of listeners) if (other !== id) listener();
    },
    async subscribe(onMessage) {
      listeners.set(id, onMessage);
    },
    async close() {
      listeners.delete(id);
    },
  });
}

describe('catalog cache', () => {
  it('serves a value until its TTL, with a stable ETag, and shares one load between concurrent misses', async () => {
    let time = 0;
    let loads = 0;
    const cache = await createCatalogCache({ ttlMs: 1000, now: () => time });
    const load = async () => ({ price: 100, load: ++loads });
    const [first, second] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(first).toBe(second);
    expect(loads).toBe(1);
    expect(first.etag).toMatch(/^W\/"/);
    time = 999;
    expect((await cache.get('k', load)).value.load).toBe(1);
    time = 1001;
    expect((await cache.get('k', load)).value.load).toBe(2);
  });

  it('drops everything on invalidate, in this instance and in the others', async () => {
    const bus = memoryBus();
    const a = await createCatalogCache({ bus: bus('a') });
    const b = await createCatalogCache({ bus: bus('b') });
    let price = 100;
    const load = async () => price;
    expect((await a.get('p', load)).value).toBe(100);
    expect((await b.get('p', load)).value).toBe(100);
    price = 150;
    await a.invalidate();
    expect((await a.get('p', load)).value).toBe(150);
    expect((await b.get('p', load)).value).toBe(150);
  });

  it('never stores a value whose load started before an invalidation', async () => {
    const cache = await createCatalogCache();
    let release!: (value: number) => void;
    const slow = cache.get('p', () => new Promise<number>((resolve) => (release = resolve)));
    await cache.invalidate();
    release(100);
    expect((await slow).value).toBe(100);
    expect((await cache.get('p', async () => 150)).value).toBe(150);
  });

  it('stays correct locally when the bus cannot publish', async () => {
    const errors: unknown[] = [];
    const broken: InvalidationBus = {
      publish: () => Promise.reject(new Error('down')),
      subscribe: async () => undefined,
      close: async () => undefined,
    };
    const cache = await createCatalogCache({ bus: broken, onBusError: (e) => errors.push(e) });
    await cache.get('p', async () => 100);
    await cache.invalidate();
    expect((await cache.get('p', async () => 150)).value).toBe(150);
    expect(errors).toHaveLength(1);
  });

  it('keeps at most maxEntries entries', async () => {
    const cache = await createCatalogCache({ maxEntries: 2 });
    let loads = 0;
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => ++loads);
    await cache.get('a', async () => ++loads);
    expect(loads).toBe(4);
  });

  it('holds no more than its byte bound: the oldest entries go first', async () => {
    const page = (n: number) => async () => ({ json: `{"page":${n},"padding":"${'x'.repeat(1_000)}"}` });
    const cache = await createCatalogCache({ maxBytes: 10_000 });
    for (let n = 0; n < 50; n++) await cache.get(`list:${n}`, page(n));
    expect(cache.heldBytes()).toBeLessThanOrEqual(10_000);
    expect(cache.heldBytes()).toBeGreaterThan(8_000);
    const misses = cache.stats.misses;
    await cache.get('list:49', page(49));
    expect(cache.stats.misses).toBe(misses);
    await cache.get('list:0', page(0));
    expect(cache.stats.misses).toBe(misses + 1);
    await cache.invalidate();
    expect(cache.heldBytes()).toBe(0);
  });
});
