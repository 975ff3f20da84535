import http from 'node:http';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../test/fixtures';
import { useTestApp } from '../test/harness';

/** The request log, line by line (one line a request, whoever answers it). */
const logLines: Array<{
  msg?: string;
  fromCache?: boolean;
  reqId?: string;
  responseTime?: number;
  req?: { url?: string; method?: string; remoteAddress?: string };
  res?: { statusCode?: number };
}> = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n')) if (line) logLines.push(JSON.parse(line));
    done();
  },
});

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request over real HTTP, the body as sent (still compressed). */
function rawRequest(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

/** Whether Fastify answered the request: the front door marks the line of an answer of its own. */
const routedByFastify = (url: string) =>
  logLines.some((line) => line.msg === 'request completed' && line.req?.url === url && !line.fromCache);

describe('the catalog front door: a URL answered before is answered before routing, exactly as the route answers', () => {
  const t = useTestApp({}, { logger: pino({ level: 'info' }, logStream) });
  let base = '';
  const path = '/api/user/getAllproducts?limit=28&sort=newest';

  beforeAll(async () => {
    for (let i = 0; i < 12; i++) await createProduct(t.database.db, { name: `Front Door Frock ${i}` });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => {
    logLines.length = 0;
  });

  it('sends the same status, bytes and headers as the route, with a request id of its own, and logs it once', async () => {
    const gzip = { 'accept-encoding': 'gzip' };
    logLines.length = 0;
    const first = await rawRequest(base + path, gzip);
    expect(first.status).toBe(200);
    expect(routedByFastify(path)).toBe(true);
    // Fastify's own answer is one line too, with what its two default lines carried.
    const routed = logLines.filter((line) => line.req?.url === path);
    expect(routed).toHaveLength(1);
    expect(routed[0]).toMatchObject({
      msg: 'request completed',
      reqId: first.headers['x-request-id'],
      req: { method: 'GET', url: path, remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });

    logLines.length = 0;
    const again = await rawRequest(base + path, gzip);
    expect(routedByFastify(path)).toBe(false);
    expect(again.status).toBe(200);
    expect(again.body.equals(first.body)).toBe(true);
    for (const header of [
      'etag',
      'cache-control',
      'vary',
      'content-type',
      'content-encoding',
      'content-length',
      'content-security-policy',
      'cross-origin-resource-policy',
      'x-content-type-options',
      'x-frame-options',
    ])
      expect(again.headers[header], header).toBe(first.headers[header]);
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(again.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(again.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    const logged = logLines.filter((line) => line.req?.url === path);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ msg: 'request completed', res: { statusCode: 200 }, fromCache: true });

    // Uncompressed for a client that asks for no encoding, as the route would send it.
    const plain = await rawRequest(base + path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString()).products).toHaveLength(12);
  });

  it('answers 304 to a browser that has the version, and keeps the id a proxy gave', async () => {
    const { headers } = await rawRequest(base + path);
    logLines.length = 0;
    const revalidated = await rawRequest(base + path, {
      'if-none-match': String(headers.etag),
      'x-request-id': 'proxy-id-12345',
    });
    expect(routedByFastify(path)).toBe(false);
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(headers.etag);
    expect(revalidated.headers['x-request-id']).toBe('proxy-id-12345');
  });

  it('never answers from an entry the catalog dropped, nor any method but GET', async () => {
    const before = JSON.parse((await rawRequest(base + path)).body.toString());
    await createProduct(t.database.db, { name: 'Front Door Newest Lehenga' });
    await t.app.catalogCache.invalidate();
    logLines.length = 0;
    const after = await rawRequest(base + path);
    expect(routedByFastify(path)).toBe(true);
    expect(JSON.parse(after.body.toString()).products[0].name).toBe('Front Door Newest Lehenga');
    expect(before.products[0].name).not.toBe('Front Door Newest Lehenga');

    logLines.length = 0;
    const head = await rawRequest(base + path, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(routedByFastify(path)).toBe(true);
  });
});
