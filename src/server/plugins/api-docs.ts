import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../contract/api-error';

// The API reference: an OpenAPI 3 document made from the very zod schemas the routes validate and serialize with
// (so it cannot drift from what the server does), served at /api/openapi.json, and Swagger UI at /api/docs with
// its assets served by the shop itself (the shop's CSP allows nothing from elsewhere).

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/** The hash of the one inline style attribute Swagger UI 5 writes as markup (Chromium names it in its CSP report). */
const SWAGGER_UI_INLINE_STYLE = 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w=';

/** Answers every call may give besides its own: `{ message, errors? }` (docs/architecture.md section 3). */
const ERROR_RESPONSES = {
  400: 'Bad input: the message says what to fix, `errors` names the fields.',
  401: 'Not logged in.',
  403: 'Not allowed (an admin call, a blocked account, or a request from another site).',
  404: 'Not found.',
  409: 'The request conflicts with the current state (stock, prices, order status).',
  429: 'Too many requests; try again later.',
  503: 'The database is unreachable for a moment; try again.',
} as const;

declare module 'fastify' {
  interface FastifySchema {
    /**
     * For documentation only: the fields of a multipart form the route reads itself (e.g. the product form). Fastify
     * does not validate it; the route's reader parses the same fields with the same contract schema.
     */
    multipartBody?: z.ZodType;
  }
}

/** Documents a multipart route's fields as its request body, and the shared error answers of every route. */
function transform(document: Parameters<typeof jsonSchemaTransform>[0]) {
  const schema = document.schema as FastifySchema | undefined;
  const { multipartBody, ...rest } = schema ?? {};
  const transformed = jsonSchemaTransform({
    ...document,
    schema: multipartBody ? { ...rest, body: multipartBody, consumes: ['multipart/form-data'] } : rest,
  });
  const result = transformed.schema as Record<string, unknown> & { hide?: boolean; response?: object };
  if (result.hide || !result.response) return transformed;
  const errorJson = z.toJSONSchema(ApiErrorSchema, { target: 'openapi-3.0' });
  const errors = Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([status, description]) => [status, { description, ...errorJson }]),
  );
  return { ...transformed, schema: { ...result, response: { ...errors, ...result.response } } };
}

/**
 * Collects every route registered after it: call before the routes. Docs are cheap, cacheable reads; they are
 * kept out of the API's rate limit by marking their routes before the rate-limit plugin sees them. The reference's
 * pages are marked as documents, which get the page headers (security.ts) rather than those of a JSON answer.
 */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.url === OPENAPI_PATH || route.url.startsWith(DOCS_PATH)) {
      route.config = {
        ...(route.config as object),
        rateLimit: false,
        document: route.url.startsWith(DOCS_PATH),
      } as typeof route.config;
    }
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'LittleHope shop API',
        version: '1.0.0',
        description:
          'The calls of the LittleHope storefront and back office (docs/product.md section 7), under `/api`. Calls carry the ' +
          'session cookie; state-changing calls from another site are refused. Money is in rupees. Every error is ' +
          '`{ "message": "…" }` with a 4xx or 503 status; bad input also names the fields in `errors`.',
      },
      servers: [{ url: publicUrl }],
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
}

/** The document as JSON, and the reference page. Call after every route is registered. */
export async function registerApiDocsPage(app: FastifyInstance): Promise<void> {
  app.get(
    OPENAPI_PATH,
    {
      schema: {
        hide: true,
        response: { 200: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return app.swagger();
    },
  );
  await app.register(async (docs) => {
    // Swagger UI sets one style attribute as markup, which `style-src 'self'` blocks; only that exact style is let
    // through, and only on the reference's own pages.
    docs.addHook('onSend', async (_request, reply) => {
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string')
        reply.header(
          'content-security-policy',
          csp.replace("style-src 'self'", `style-src 'self' 'unsafe-hashes' '${SWAGGER_UI_INLINE_STYLE}'`),
        );
    });
    await docs.register(swaggerUi, {
      routePrefix: DOCS_PATH,
      // Nothing is fetched from elsewhere: no validator badge, the shop's own CSP (script-src 'self') applies.
      validatorUrl: false,
      uiConfig: {
        deepLinking: true,
        docExpansion: 'list',
        defaultModelsExpandDepth: 0,
        tryItOutEnabled: false,
      },
      theme: { title: 'LittleHope API reference' },
    });
  });
}
