import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '../../../contract/ids';
import { AdminUsersPageSchema } from '../../../contract/admin';
import { MessageSchema } from '../../../contract/api-error';
import { PAGE_SIZES } from '../../../contract/constants';
import { pageQuery } from '../../../contract/paging';
import { adminActor } from '../../actor';
import { currentUser, requireAdmin } from '../../plugins/session';
import { deleteUser, listUsers, setBlocked } from './admin-users.service';
import { API_ERROR } from '../../../contract/messages';
import { ADMIN_MESSAGES } from '../../../contract/messages/admin';

const IdParams = z.object({ id: idSchema(API_ERROR.notFound) });

/** The back office's account calls of docs/product.md section 7, for admins only (the role is read from the database). */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  const db = app.deps.database.db;

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
      await setBlocked(db, request.params.id, true, adminActor(currentUser(request)));
      return { message: ADMIN_MESSAGES.userBlocked };
    },
  );

  app.put(
    '/admin/user/:id/unBlock',
    { schema: { params: IdParams, response: { 200: MessageSchema } } },
    async (request) => {
      await setBlocked(db, request.params.id, false, adminActor(currentUser(request)));
      return { message: ADMIN_MESSAGES.userUnblocked };
    },
  );

  app.delete(
    '/admin/user/:id',
    { schema: { params: IdParams, response: { 200: MessageSchema } } },
    async (request) => {
      await deleteUser(db, request.params.id, adminActor(currentUser(request)));
      return { message: ADMIN_MESSAGES.userDeleted };
    },
  );
};
