import type http from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import type { CatalogCache } from './catalog-cache';
import { createFrontDoor } from './front-door';
import { createUrlKeys } from './http';

function door(value: unknown) {
  const urlKeys = createUrlKeys();
  urlKeys.remember('/api/user/newArrivals', 'newArrivals', 'public, max-age=10');
  const cache = { peek: () => ({ value, etag: 'W/"e1"' }) } as unknown as CatalogCache;
  return createFrontDoor({
    cache,
    urlKeys,
    securityHeaders: { 'x-frame-options': 'DENY' },
    requestId: () => 'req-1',
  });
}

function exchange() {
  const request = { method: 'GET', url: '/api/user/newArrivals', headers: {} } as http.IncomingMessage;
  const response = { headersSent: false, writeHead: vi.fn(), end: vi.fn(), destroy: vi.fn() };
  return { request, response, asResponse: response as unknown as http.ServerResponse };
}

describe('front door', () => {
  it('answers a remembered URL from its entry, with the security headers and the request id', () => {
    const { request, response, asResponse } = exchange();
    expect(door({ json: '[]' }).answer(request, asResponse)).toBe(true);
    const [status, headers] = response.writeHead.mock.calls[0]!;
    expect(status).toBe(200);
    expect(headers).toEqual(
      expect.arrayContaining(['x-frame-options', 'DENY', 'x-request-id', 'req-1', 'etag']),
    );
    expect(response.end).toHaveBeenCalledWith('[]');
  });

  it('leaves the request to Fastify when answering fails before anything was sent, and once closed', () => {
    const broken = exchange();
    expect(door({ json: undefined }).answer(broken.request, broken.asResponse)).toBe(false);
    expect(broken.response.writeHead).not.toHaveBeenCalled();

    const closing = door({ json: '[]' });
    closing.close();
    const later = exchange();
    expect(closing.answer(later.request, later.asResponse)).toBe(false);
    expect(later.response.writeHead).not.toHaveBeenCalled();
  });
});
