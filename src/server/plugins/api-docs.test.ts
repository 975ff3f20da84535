import { describe, expect, it } from 'vitest';
import { DOCS_PATH, OPENAPI_PATH } from './api-docs';
import { useTestApp } from '../test/harness';

// The API reference is made from the routes' own zod schemas: every route the server registers must be in it,
// with the schemas of what it reads (path, query, headers, body) and of what it answers.

interface Operation {
  parameters?: Array<{ in: string; name: string; schema?: object }>;
  requestBody?: { content: Record<string, { schema?: { properties?: object } }> };
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}

const isDocsRoute = (url: string) =>
  url === OPENAPI_PATH || url === DOCS_PATH || url.startsWith(`${DOCS_PATH}/`);
/** Fastify's `/user/:id` is OpenAPI's `/user/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

describe('API reference', () => {
  const t = useTestApp();

  async function document() {
    const response = await t.app.inject({ url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    return response.json<{ openapi: string; paths: Record<string, Record<string, Operation>> }>();
  }

  it('lists every registered route with its request and response schemas', async () => {
    const doc = await document();
    expect(doc.openapi).toMatch(/^3\./);
    const routes = t.app.routeTable.filter((route) => !isDocsRoute(route.url));
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation, `${name} is missing from the document`).toBeDefined();
      const parameters = operation!.parameters ?? [];
      for (const param of route.url.match(/:([A-Za-z]+)/g) ?? [])
        expect(
          parameters.some((p) => p.in === 'path' && p.name === param.slice(1) && p.schema),
          `${name}: path parameter ${param}`,
        ).toBe(true);
      if (route.schema?.querystring)
        expect(
          parameters.some((p) => p.in === 'query'),
          `${name}: query parameters`,
        ).toBe(true);
      const schema = route.schema as { body?: unknown; multipartBody?: unknown } | undefined;
      if (schema?.body || schema?.multipartBody) {
        const content = operation!.requestBody?.content ?? {};
        const type = schema.multipartBody ? 'multipart/form-data' : 'application/json';
        expect(content[type]?.schema, `${name}: request body as ${type}`).toBeDefined();
      }
      if (route.method !== 'GET' && route.method !== 'DELETE' && !route.url.includes('/user/logout'))
        expect(
          schema?.body ?? schema?.multipartBody ?? route.url.match(/:/),
          `${name}: reads a body or path`,
        ).toBeTruthy();
      const success = Object.entries(operation!.responses).filter(([status]) => /^2\d\d$/.test(status));
      expect(success.length, `${name}: a success answer`).toBeGreaterThan(0);
      for (const [status, response] of success) {
        const [content] = Object.values(response.content ?? {});
        expect(content?.schema, `${name}: schema of answer ${status}`).toBeDefined();
      }
      expect(
        operation!.responses['400']?.content?.['application/json']?.schema,
        `${name}: error answer`,
      ).toBeDefined();
    }
  });

  it('hides nothing but the reference itself', async () => {
    const doc = await document();
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const hidden = t.app.routeTable.filter((r) => !documented.has(`${r.method} ${openApiPath(r.url)}`));
    expect(hidden.map((r) => r.url).filter((url) => !isDocsRoute(url))).toEqual([]);
  });

  it('documents the shapes the original client reads, e.g. the wishlist under products', async () => {
    const doc = await document();
    const wishlist = doc.paths['/api/user/getWishItem']!.get!.responses['200']!.content!['application/json']!
      .schema as { properties: Record<string, unknown>; required: string[] };
    expect(wishlist.required).toEqual(['products']);
    const order = doc.paths['/api/user/createOrder']!.post!.requestBody!.content['application/json']!
      .schema as {
      properties: { addressInfo: { anyOf: Array<{ properties?: Record<string, unknown> }> } };
    };
    expect(
      order.properties.addressInfo.anyOf.some(
        (branch) => branch.properties && 'zipCode' in branch.properties,
      ),
    ).toBe(true);
  });

  it('serves a reference page whose scripts and styles all come from the shop, under its CSP and outside the rate limit', async () => {
    const page = await t.app.inject({ url: DOCS_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    // One inline style of Swagger UI is allowed by its hash, on the reference only; the shop keeps its strict CSP.
    expect(page.headers['content-security-policy']).toMatch(
      /style-src 'self' 'unsafe-hashes' 'sha256-[^']+';/,
    );
    expect(page.headers['x-ratelimit-limit']).toBeUndefined();
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(4);
    for (const asset of assets) {
      expect(asset, 'self-hosted').toMatch(/^\/api\/docs\//);
      const served = await t.app.inject({ url: asset });
      expect(served.statusCode, asset).toBe(200);
      expect(served.headers['x-ratelimit-limit'], asset).toBeUndefined();
    }
    const initializer = await t.app.inject({ url: `${DOCS_PATH}/static/swagger-initializer.js` });
    expect(initializer.body).toContain('validatorUrl: null');
    // An ordinary API read is limited (the docs are not): the header proves the check above can fail.
    const read = await t.app.inject({ url: '/api/user/newArrivals' });
    expect(read.headers['x-ratelimit-limit']).toBeDefined();
    // A JSON answer carries the API's headers, which allow nothing; the reference's pages keep the page policy.
    expect(read.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
