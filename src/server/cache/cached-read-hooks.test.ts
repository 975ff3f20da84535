import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/harness';

// A cached catalog read is answered through Fastify like any other call (docs/decisions/0037-cached-reads-through-fastify.md):
// the app's hooks run for it and the access log has its line. Nothing answers a request before Fastify routes it.
describe('a cached catalog read goes through Fastify and its hooks', () => {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { logger: pino({ level: 'info' }, sink) });
  });
  afterAll(async () => t.close());

  it('runs every hook and writes one access-log line for an answer the cache gives', async () => {
    const product = await createProduct(t.database.db, { name: 'Marigold Frock' });
    const url = `/api/user/productDetail/${product.id}`;
    const first = await t.app.inject({ url, headers: { 'x-request-id': 'first-request-1' } });
    expect(first.statusCode).toBe(200);
    const { hits } = t.app.catalogCache.stats;
    const again = await t.app.inject({ url, headers: { 'x-request-id': 'second-request-2' } });
    expect(again.statusCode).toBe(200);
    expect(t.app.catalogCache.stats.hits).toBe(hits + 1);
    // Set by the app-wide onSend and onRequest hooks (request id, security headers).
    expect(again.headers['x-request-id']).toBe('second-request-2');
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    const logged = lines.filter(
      (line) => line.msg === 'request completed' && line.reqId === 'second-request-2',
    );
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ method: 'GET', url, statusCode: 200 });
    expect(logged[0]).not.toHaveProperty('fromCache');
  });
});
