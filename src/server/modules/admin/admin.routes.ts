import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  AdminOrderSchema,
  AdminOrdersPageSchema,
  AdminUsersPageSchema,
  MessageSchema,
  UpdateOrderStatusSchema,
} from '../../../contract/admin';
import { PAGE_SIZES } from '../../../contract/constants';
import { DashboardSchema } from '../../../contract/dashboard';
import { pageQuery } from '../../../contract/paging';
import { mediaUrl } from '../../images/image-urls';
import { requireAdmin } from '../../plugins/session';
import { adminOrderDetails, listAllOrders } from '../orders/admin-orders.service';
import { changeOrderStatus } from '../orders/order-status.service';
import { dashboard } from './dashboard.service';
import { deleteUser, listUsers, setBlocked } from './users.service';

const IdParams = z.object({ id: z.string().regex(/^[0-9a-f-]{36}$/i, 'Not found.') });

/** The back office calls of SPEC.md section 7, all for admins only (the role is read from the database). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  const { database, config, now } = app.deps;
  const db = database.db;

  app.get('/admin/getDashData', { schema: { response: { 200: DashboardSchema } } }, async () =>
    dashboard(db, now(), (imageId) => mediaUrl(config.publicUrl, imageId)),
  );

  app.get(
    '/admin/getUsers',
    {
      schema: {
        querystring: pageQuery(PAGE_SIZES.adminUsers),
        response: { 200: AdminUsersPageSchema.extend({ currentPage: z.number() }) },
      },
    },
    async (request) => listUsers(db, request.query.page, request.query.limit),
  );

  app.put(
    '/admin/user/:id/block',
    { schema: { params: IdParams, response: { 200: MessageSchema } } },
    async (request) => {
      await setBlocked(db, request.params.id, true);
      return { message: ADMIN_MESSAGES.userBlocked };
    },
  );

  app.put(
    '/admin/user/:id/unBlock',
    { schema: { params: IdParams, response: { 200: MessageSchema } } },
    async (request) => {
      await setBlocked(db, request.params.id, false);
      return { message: ADMIN_MESSAGES.userUnblocked };
    },
  );

  app.delete(
    '/admin/user/:id',
    { schema: { params: IdParams, response: { 200: MessageSchema } } },
    async (request) => {
      await deleteUser(db, request.params.id);
      return { message: ADMIN_MESSAGES.userDeleted };
    },
  );

  app.get(
    '/admin/getAllOrders',
    {
      schema: {
        querystring: pageQuery(PAGE_SIZES.adminOrders),
        response: { 200: AdminOrdersPageSchema.extend({ currentPage: z.number() }) },
      },
    },
    async (request) => listAllOrders(db, request.query.page, request.query.limit),
  );

  app.get(
    '/admin/getOrderDetails/:id',
    { schema: { params: IdParams, response: { 200: z.object({ order: AdminOrderSchema }) } } },
    async (request) => ({ order: await adminOrderDetails(db, request.params.id) }),
  );

  app.put(
    '/admin/updateOrderStatus',
    { schema: { body: UpdateOrderStatusSchema, response: { 200: MessageSchema } } },
    async (request) => {
      await changeOrderStatus(db, { orderId: request.body.orderId, to: request.body.Ostatus, now: now() });
      if (request.body.Ostatus === 'cancelled') await app.catalogCache.invalidate();
      return { message: ADMIN_MESSAGES.statusUpdated };
    },
  );
};
