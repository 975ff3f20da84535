import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '../../../contract/ids';
import { PAGE_SIZES } from '../../../contract/constants';
import { pageQuery } from '../../../contract/paging';
import {
  CreateReturnSchema,
  RefundPreviewInputSchema,
  RefundPreviewSchema,
  RETURN_STATUSES,
  ReturnRequestSchema,
  UpdateReturnSchema,
} from '../../../contract/returns';
import { adminActor } from '../../actor';
import { currentUser, requireAdmin, requireUser } from '../../plugins/session';
import { createReturn, listAllReturns, listOwnReturns, moveReturn, previewRefund } from './returns.service';
import { API_ERROR, RETURN_MESSAGES } from '../../../contract/messages';

const IdParams = z.object({ id: idSchema(RETURN_MESSAGES.returnNotFound) });

/**
 * Returns and size exchanges: the shopper asks, the shop moves each request along. Every step mails the shopper
 * through the outbox (return-events.ts), never from here.
 */
export const returnRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const { database, now } = app.deps;
  const db = database.db;

  app.post(
    '/user/returns',
    { schema: { body: CreateReturnSchema, response: { 201: ReturnRequestSchema } } },
    async (request, reply) => {
      const created = await createReturn(db, currentUser(request).id, request.body, now());
      return reply.status(201).send(created);
    },
  );

  // What the return form would give back, before it is sent: the same check and price as the request itself.
  app.post(
    '/user/returns/refund-preview',
    { schema: { body: RefundPreviewInputSchema, response: { 200: RefundPreviewSchema } } },
    async (request) => previewRefund(db, currentUser(request).id, request.body, now()),
  );

  app.get(
    '/user/returns',
    { schema: { response: { 200: z.object({ returns: z.array(ReturnRequestSchema) }) } } },
    async (request) => ({ returns: await listOwnReturns(db, currentUser(request).id) }),
  );
};

/** The back office's returns: the list and each request's next step. */
export const adminReturnRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  const { database, now } = app.deps;
  const db = database.db;

  app.get(
    '/admin/returns',
    {
      schema: {
        querystring: pageQuery(PAGE_SIZES.adminOrders).extend({
          status: z.enum(RETURN_STATUSES, { error: API_ERROR.unknownStatus }).optional(),
        }),
        response: {
          200: z.object({
            returns: z.array(ReturnRequestSchema),
            totalPages: z.number(),
            currentPage: z.number(),
          }),
        },
      },
    },
    async (request) => listAllReturns(db, request.query.status, request.query.page, request.query.limit),
  );

  app.put(
    '/admin/returns/:id',
    { schema: { params: IdParams, body: UpdateReturnSchema, response: { 200: ReturnRequestSchema } } },
    async (request) => {
      return moveReturn(db, adminActor(currentUser(request)), request.params.id, request.body, now());
    },
  );
};
