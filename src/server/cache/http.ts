import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CatalogCache } from './catalog-cache';

/** Lists: browsers and proxies may reuse them briefly and refresh in the background. */
export const LIST_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=30';
/** A product page shows the price the shopper buys at: always revalidated (a 304 is cheap). */
export const DETAIL_CACHE_CONTROL = 'public, no-cache';

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === bare);
}

/**
 * Sends a catalog read from the cache: the JSON is checked against the response schema and serialized once per
 * cache fill, then served with an ETag (304 when the browser has it) and the given Cache-Control.
 */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    cache: CatalogCache;
    key: string;
    schema: z.ZodType;
    cacheControl: string;
    load: () => Promise<unknown>;
  },
): Promise<FastifyReply> {
  const { value: body, etag } = await options.cache.get(options.key, async () =>
    JSON.stringify(options.schema.parse(await options.load())),
  );
  reply.header('etag', etag).header('cache-control', options.cacheControl);
  if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}
