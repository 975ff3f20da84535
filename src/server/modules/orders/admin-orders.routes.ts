import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageSchema } from '../../../contract/api-error';
import { AdminOrderSchema, AdminOrdersPageSchema, UpdateOrderStatusSchema } from '../../../contract/admin';
import { PAGE_SIZES } from '../../../contract/constants';
import { OrderHistorySchema } from '../../../contract/order-history';
import { adminOrdersQuery, OrderFilterSchema } from '../../../contract/admin-order-search';
import { istDayKey } from '../../../contract/dates';
import { adminActor } from '../../actor';
import { CSV_DOWNLOAD_COMPRESSION, sendCsvDownload } from '../../csv-download';
import { currentUser, requireAdmin } from '../../plugins/session';
import { adminOrderDetails, adminOrderHistory, listAllOrders } from './admin-orders.service';
import { changeOrderStatus } from './order-status.service';
import { ordersCsv } from './orders-export';
import { ADMIN_MESSAGES } from '../../../contract/messages/admin';
import { OrderDetailsParams, OrderIdParams } from './order-id-params';

/** The back office's order calls of docs/product.md section 7, for admins only (the role is read from the database). */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  const { database, now, config } = app.deps;
  const db = database.db;

  app.get(
    '/admin/getAllOrders',
    {
      schema: {
        querystring: adminOrdersQuery(PAGE_SIZES.adminOrders),
        response: { 200: AdminOrdersPageSchema.extend({ currentPage: z.number() }) },
      },
    },
    async (request) => {
      const { page, limit, ...filter } = request.query;
      return listAllOrders(db, page, limit, config.publicUrl, filter);
    },
  );

  app.get(
    '/admin/orders/export.csv',
    {
      compress: CSV_DOWNLOAD_COMPRESSION,
      schema: {
        querystring: OrderFilterSchema,
        response: {
          200: {
            description:
              'UTF-8 CSV with BOM, one row per order line, streamed (docs/decisions/0028-back-office-day-to-day.md).',
            content: { 'text/csv': { schema: z.string() } },
          },
        } as FastifySchema['response'],
      },
    },
    async (request, reply) => {
      const day = istDayKey(now());
      return sendCsvDownload(reply, `orders-${day}.csv`, ordersCsv(db, request.query));
    },
  );

  app.get(
    '/admin/getOrderDetails/:id',
    // The order object itself, as the original client reads it (docs/decisions/0023-api-compatibility.md).
    { schema: { params: OrderDetailsParams, response: { 200: AdminOrderSchema } } },
    async (request) => adminOrderDetails(db, request.params.id, config.publicUrl),
  );

  app.get(
    '/admin/orders/:orderId/history',
    { schema: { params: OrderIdParams, response: { 200: OrderHistorySchema } } },
    async (request) => adminOrderHistory(db, request.params.orderId),
  );

  app.put(
    '/admin/updateOrderStatus',
    { schema: { body: UpdateOrderStatusSchema, response: { 200: MessageSchema } } },
    async (request) => {
      const { orderId, Ostatus, courier, courierName, awb, reason } = request.body;
      await changeOrderStatus(db, {
        orderId,
        to: Ostatus,
        by: adminActor(currentUser(request)),
        now: now(),
        invoices: config.invoices,
        // The schema lets a courier through only with its AWB (and a name for "other"), and only when shipping.
        shipment: courier && awb ? { courier, courierName, awb } : undefined,
        reason,
      });
      return { message: ADMIN_MESSAGES.statusUpdated };
    },
  );
};
