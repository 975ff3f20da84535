import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ProductDetailSchema,
  ProductIdParamsSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductPageSchema,
  SearchPageSchema,
  SearchQuerySchema,
  SuggestionsSchema,
  SuggestQuerySchema,
} from '../../../contract/catalog';
import { DETAIL_CACHE_CONTROL, LIST_CACHE_CONTROL, sendCached, sendKnownUrl } from '../../cache/http';
import { listProducts, newArrivals, productDetail } from './catalog.service';
import { searchCacheKey } from './search';
import { searchPage } from './search.service';
import { suggest, suggestCacheKey } from './suggest.service';

/**
 * The storefront's catalog calls (docs/product.md section 7), public and read-only. New arrivals, list pages, searches and
 * product details come from the in-process catalog cache (dropped on every product, price or stock change).
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const publicUrl = app.deps.config.publicUrl;
  const cache = app.catalogCache;
  // Every call here answers through sendCached: a visitor is counted against the address ceiling only on a miss.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, cachedRead: true };
  });
  // A URL answered before is answered from its fresh entry before its query is validated again; every hook of the
  // app (security headers, session, rate limit, request id, the access log) still runs for it.
  const urlKeys = app.catalogUrlKeys;
  app.addHook('preValidation', async (request, reply) => {
    if (sendKnownUrl(request, reply, cache, urlKeys)) return reply;
  });
  /** Every answer here comes from this cache and records its URL's key for the hook above. */
  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    options: Omit<Parameters<typeof sendCached>[2], 'cache' | 'urlKeys'>,
  ) => sendCached(request, reply, { ...options, cache, urlKeys });

  app.get('/user/newArrivals', { schema: { response: { 200: ProductListSchema } } }, async (request, reply) =>
    send(request, reply, {
      key: 'newArrivals',
      schema: ProductListSchema,
      cacheControl: LIST_CACHE_CONTROL,
      load: () => newArrivals(db, publicUrl),
    }),
  );

  app.get(
    '/user/getAllproducts',
    { schema: { querystring: ProductListQuerySchema, response: { 200: ProductPageSchema } } },
    async (request, reply) =>
      send(request, reply, {
        // The parsed query (defaults filled, lists in order): equal filters share one entry.
        key: `list:${JSON.stringify(request.query)}`,
        schema: ProductPageSchema,
        cacheControl: LIST_CACHE_CONTROL,
        load: () => listProducts(db, request.query, publicUrl),
      }),
  );

  // Parents search the same few words all day (frock, kurta, t shirt): searches are cached like list pages, under
  // their normalized words, and dropped with them on any product, price or stock change.
  app.get(
    '/user/search',
    { schema: { querystring: SearchQuerySchema, response: { 200: ProductListSchema } } },
    async (request, reply) =>
      send(request, reply, {
        key: `search:${searchCacheKey(request.query)}`,
        schema: ProductListSchema,
        cacheControl: LIST_CACHE_CONTROL,
        load: async () => (await searchPage(db, request.query, publicUrl, { suggest: false })).items,
      }),
  );

  // The search page's call: the same search with its result count and, when nothing matched, "Did you mean".
  app.get(
    '/user/searchResults',
    { schema: { querystring: SearchQuerySchema, response: { 200: SearchPageSchema } } },
    async (request, reply) =>
      send(request, reply, {
        key: `searchResults:${searchCacheKey(request.query)}`,
        schema: SearchPageSchema,
        cacheControl: LIST_CACHE_CONTROL,
        load: () => searchPage(db, request.query, publicUrl),
      }),
  );

  // Suggestions while typing (docs/decisions/0064-search-suggestions.md): asked on every pause in typing, and the
  // same few beginnings ('fr', 'fro', 'kur') by every shopper, so cached like searches and dropped with them.
  app.get(
    '/user/search/suggest',
    { schema: { querystring: SuggestQuerySchema, response: { 200: SuggestionsSchema } } },
    async (request, reply) =>
      send(request, reply, {
        key: suggestCacheKey(request.query.q),
        schema: SuggestionsSchema,
        cacheControl: LIST_CACHE_CONTROL,
        load: () => suggest(db, request.query.q, publicUrl),
      }),
  );

  app.get(
    '/user/productDetail/:id',
    { schema: { params: ProductIdParamsSchema, response: { 200: ProductDetailSchema } } },
    async (request, reply) =>
      send(request, reply, {
        key: `detail:${request.params.id.toLowerCase()}`,
        schema: ProductDetailSchema,
        cacheControl: DETAIL_CACHE_CONTROL,
        load: () => productDetail(db, request.params.id, publicUrl, app.deps.config.lowStockThreshold),
      }),
  );
};
