import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CachedValue, CatalogCache } from './catalog-cache';

/** Lists: browsers and proxies may reuse them briefly and refresh in the background. */
export const LIST_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=30';
/** A product page shows the price the shopper buys at: always revalidated (a 304 is cheap). */
export const DETAIL_CACHE_CONTROL = 'public, no-cache';

/** A cached JSON body, compressed at most once per encoding while it is cached. */
interface Body {
  json: string;
  br?: Buffer;
  gzip?: Buffer;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === bare);
}

type Encoding = 'br' | 'gzip' | undefined;

/**
 * The encodings chosen for the Accept-Encoding values seen: browsers send a handful of distinct values, and working
 * one out again was a twentieth of a cached answer's time. Bounded against a client sending a new value each time.
 */
const chosenEncodings = new Map<string, Encoding>();
const CHOSEN_ENCODINGS_MAX = 200;

/** The encoding to send: brotli, else gzip, when the browser accepts it (and has not refused it with q=0). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return undefined;
  const known = chosenEncodings.get(acceptEncoding);
  if (known !== undefined || chosenEncodings.has(acceptEncoding)) return known;
  const chosen = encodingFor(acceptEncoding);
  if (chosenEncodings.size < CHOSEN_ENCODINGS_MAX) chosenEncodings.set(acceptEncoding, chosen);
  return chosen;
}

function encodingFor(acceptEncoding: string): Encoding {
  const accepted = new Set(
    acceptEncoding
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

const COMPRESS_FROM_BYTES = 1024;

/**
 * Which cache entry each request URL was answered from, so that a repeat of the URL is answered from it before its
 * query is validated again (sendKnownUrl). The entry itself is still looked up and must be fresh, so an
 * invalidation holds at once; the map only saves working the key out again. Bounded: past `max` URLs it starts afresh.
 */
export interface UrlKeys {
  remember(url: string, key: string, cacheControl: string): void;
  lookup(url: string): { key: string; cacheControl: string } | undefined;
}

/**
 * Longer URLs are not remembered: a storefront URL is a few hundred characters, and a query may carry parameters the
 * catalog ignores, so that 10,000 URLs of 16 KB each (Node's header limit) would hold 160 MB.
 */
const REMEMBERED_URL_MAX_LENGTH = 1024;

export function createUrlKeys(max = 10_000): UrlKeys {
  const keys = new Map<string, { key: string; cacheControl: string }>();
  return {
    remember(url, key, cacheControl) {
      if (url.length > REMEMBERED_URL_MAX_LENGTH) return;
      if (keys.size >= max) keys.clear();
      keys.set(url, { key, cacheControl });
    },
    lookup: (url) => keys.get(url),
  };
}

/** The fresh cache entry a URL was last answered from, with that answer's Cache-Control; undefined if none. */
export function cachedForUrl(
  cache: CatalogCache,
  urlKeys: UrlKeys,
  url: string,
): { cached: CachedValue<Body>; cacheControl: string } | undefined {
  const known = urlKeys.lookup(url);
  const cached = known && cache.peek<Body>(known.key);
  return known && cached ? { cached, cacheControl: known.cacheControl } : undefined;
}

/**
 * Sends a catalog read from the cache: the JSON is checked against the response schema and serialized once per
 * cache fill, compressed once per encoding, then served with an ETag (304 when the browser has it) and the given
 * Cache-Control.
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
    /** Remembers this URL's key, for sendKnownUrl. */
    urlKeys: UrlKeys;
  },
): Promise<FastifyReply> {
  options.urlKeys.remember(request.url, options.key, options.cacheControl);
  // A read about to reach the database meets the visitor's address ceiling; one served from the cache does not.
  if (!options.cache.has(options.key)) await request.server.limitCacheMiss(request, reply);
  const cached = await options.cache.get<Body>(options.key, async () => ({
    json: JSON.stringify(options.schema.parse(await options.load())),
  }));
  return sendBody(request, reply, cached, options.cacheControl);
}

/**
 * The route's own fast path: a URL answered before, while its entry is fresh, is answered from that entry before
 * its query is parsed and validated again (it was when the URL was first answered). Every hook of the app has run.
 */
export function sendKnownUrl(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: CatalogCache,
  urlKeys: UrlKeys,
): boolean {
  const entry = cachedForUrl(cache, urlKeys, request.url);
  if (!entry) return false;
  sendBody(request, reply, entry.cached, entry.cacheControl);
  return true;
}

/** Sends a cached body: 304 when the browser has it, else compressed once per encoding, with its ETag. */
function sendBody(
  request: FastifyRequest,
  reply: FastifyReply,
  { value: body, etag }: CachedValue<Body>,
  cacheControl: string,
): FastifyReply {
  reply.header('etag', etag).header('cache-control', cacheControl).header('vary', 'accept-encoding');
  if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding =
    body.json.length >= COMPRESS_FROM_BYTES ? chooseEncoding(request.headers['accept-encoding']) : undefined;
  if (encoding === 'br') {
    body.br ??= brotliCompressSync(body.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });
    return reply.header('content-encoding', 'br').send(body.br);
  }
  if (encoding === 'gzip') {
    body.gzip ??= gzipSync(body.json);
    return reply.header('content-encoding', 'gzip').send(body.gzip);
  }
  return reply.send(body.json);
}
