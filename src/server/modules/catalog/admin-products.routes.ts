import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '../../../contract/ids';
import { ProductSchema } from '../../../contract/catalog';
import { PAGE_SIZES } from '../../../contract/constants';
import { SUCCESS } from '../../../contract/messages';
import { PRODUCT_FORM_MESSAGES } from '../../../contract/messages/admin';
import { adminProductsQuery } from '../../../contract/stock-alerts';
import { StockLevelsSchema } from '../../../contract/product-form';
import { adminActor } from '../../actor';
import { currentUser, requireAdmin } from '../../plugins/session';
import { MULTIPART_LIMITS, ProductUploadFormSchema, readProductUpload } from './product-upload';
import { ProductDetailSchema } from '../../../contract/catalog';
import { ProductStatusMoveSchema } from '../../../contract/product-status';
import { PRODUCT_STATUS_MESSAGES } from '../../../contract/messages/admin';
import { productDetail } from './catalog.service';
import {
  createProduct,
  deleteProduct,
  listAllProducts,
  moveProductStatus,
  productForEditing,
  setProductStock,
  updateProduct,
} from './admin-products.service';

const IdParams = z.object({
  id: idSchema(PRODUCT_FORM_MESSAGES.productNotFound),
});
const Saved = z.object({ message: z.string(), product: ProductSchema });

/** Product management for admins: list, add and edit, with pictures (docs/product.md section 7). */
export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  // Five images of 5 MB each plus the fields; every other route keeps the small JSON body limit.
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  const { database, config, now } = app.deps;
  const db = database.db;

  app.get(
    '/admin/fetchAllProducts',
    {
      schema: {
        querystring: adminProductsQuery(PAGE_SIZES.adminProducts),
        response: {
          200: z.object({
            products: z.array(ProductSchema),
            totalPages: z.number(),
            currentPage: z.number(),
          }),
        },
      },
    },
    async (request) => {
      const { page, limit, ...filter } = request.query;
      return listAllProducts(db, page, limit, config.publicUrl, filter);
    },
  );

  app.get(
    '/admin/getEditProduct/:id',
    // The product object itself: the original edit form checks its `_id` (docs/decisions/0023-api-compatibility.md).
    { schema: { params: IdParams, response: { 200: ProductSchema.extend({ hsnCode: z.string() }) } } },
    async (request) => productForEditing(db, request.params.id, config.publicUrl),
  );

  app.post(
    '/admin/addProduct',
    { schema: { multipartBody: ProductUploadFormSchema, response: { 201: Saved } } },
    async (request, reply) => {
      const product = await createProduct(
        db,
        await readProductUpload(request),
        now(),
        config.publicUrl,
        adminActor(currentUser(request)),
      );
      return reply.status(201).send({ message: SUCCESS.productCreated, product });
    },
  );

  app.put(
    '/admin/updateProduct/:id',
    { schema: { params: IdParams, multipartBody: ProductUploadFormSchema, response: { 200: Saved } } },
    async (request) => {
      const product = await updateProduct(
        db,
        request.params.id,
        await readProductUpload(request),
        now(),
        config.publicUrl,
        adminActor(currentUser(request)),
      );
      return { message: SUCCESS.productUpdated, product };
    },
  );

  // Stock per size edited in the products list, without sending the whole product form.
  app.put(
    '/admin/products/:id/stock',
    { schema: { params: IdParams, body: StockLevelsSchema, response: { 200: Saved } } },
    async (request) => ({
      message: SUCCESS.stockUpdated,
      product: await setProductStock(
        db,
        request.params.id,
        request.body.sizeAndStock,
        config.publicUrl,
        adminActor(currentUser(request)),
      ),
    }),
  );

  // Publish, hide, archive, back to draft: one move of the product's life (src/contract/product-status.ts).
  app.post(
    '/admin/products/:id/status',
    { schema: { params: IdParams, body: ProductStatusMoveSchema, response: { 200: Saved } } },
    async (request) => ({
      message: PRODUCT_STATUS_MESSAGES.statusChanged,
      product: await moveProductStatus(
        db,
        request.params.id,
        request.body.status,
        now(),
        config.publicUrl,
        adminActor(currentUser(request)),
      ),
    }),
  );

  // Only a product never ordered; one with orders is archived instead (409).
  app.delete(
    '/admin/products/:id',
    { schema: { params: IdParams, response: { 200: z.object({ message: z.string() }) } } },
    async (request) => {
      await deleteProduct(db, request.params.id, adminActor(currentUser(request)));
      return { message: PRODUCT_STATUS_MESSAGES.deleted };
    },
  );

  // The admin's preview: the product page's answer for a product in any status, as a shopper would see it once
  // published. Never cached: it is read rarely, and by the back office only.
  app.get(
    '/admin/products/:id/preview',
    { schema: { params: IdParams, response: { 200: ProductDetailSchema } } },
    async (request) =>
      productDetail(db, request.params.id, config.publicUrl, config.lowStockThreshold, { asAdmin: true }),
  );
};
