import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ProductDetailSchema,
  ProductIdParamsSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductPageSchema,
  SearchQuerySchema,
} from '../../../contract/catalog';
import { DETAIL_CACHE_CONTROL, LIST_CACHE_CONTROL, sendCached } from '../../cache/http';
import { listProducts, newArrivals, productDetail, searchProducts } from './catalog.service';

/**
 * The storefront's catalog calls (SPEC.md section 7), public and read-only. New arrivals, list pages and product
 * details come from the in-process catalog cache (dropped on every product, price or stock change); searches always
 * ask the database.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const publicUrl = app.deps.config.publicUrl;
  const cache = app.catalogCache;

  app.get('/user/newArrivals', { schema: { response: { 200: ProductListSchema } } }, async (request, reply) =>
    sendCached(request, reply, {
      cache,
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
      sendCached(request, reply, {
        cache,
        // The parsed query (defaults filled, lists in order): equal filters share one entry.
        key: `list:${JSON.stringify(request.query)}`,
        schema: ProductPageSchema,
        cacheControl: LIST_CACHE_CONTROL,
        load: () => listProducts(db, request.query, publicUrl),
      }),
  );

  app.get(
    '/user/search',
    { schema: { querystring: SearchQuerySchema, response: { 200: ProductListSchema } } },
    async (request) => searchProducts(db, request.query, publicUrl),
  );

  app.get(
    '/user/productDetail/:id',
    { schema: { params: ProductIdParamsSchema, response: { 200: ProductDetailSchema } } },
    async (request, reply) =>
      sendCached(request, reply, {
        cache,
        key: `detail:${request.params.id.toLowerCase()}`,
        schema: ProductDetailSchema,
        cacheControl: DETAIL_CACHE_CONTROL,
        load: () => productDetail(db, request.params.id, publicUrl),
      }),
  );
};
