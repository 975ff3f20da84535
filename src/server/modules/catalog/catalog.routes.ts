import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ProductDetailSchema,
  ProductIdParamsSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductPageSchema,
  SearchQuerySchema,
} from '../../../contract/catalog';
import { listProducts, newArrivals, productDetail, searchProducts } from './catalog.service';

/** The storefront's catalog calls (SPEC.md section 7), public and read-only. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const publicUrl = app.deps.config.publicUrl;

  app.get('/user/newArrivals', { schema: { response: { 200: ProductListSchema } } }, async () =>
    newArrivals(db, publicUrl),
  );

  app.get(
    '/user/getAllproducts',
    { schema: { querystring: ProductListQuerySchema, response: { 200: ProductPageSchema } } },
    async (request) => listProducts(db, request.query, publicUrl),
  );

  app.get(
    '/user/search',
    { schema: { querystring: SearchQuerySchema, response: { 200: ProductListSchema } } },
    async (request) => searchProducts(db, request.query, publicUrl),
  );

  app.get(
    '/user/productDetail/:id',
    { schema: { params: ProductIdParamsSchema, response: { 200: ProductDetailSchema } } },
    async (request) => productDetail(db, request.params.id, publicUrl),
  );
};
