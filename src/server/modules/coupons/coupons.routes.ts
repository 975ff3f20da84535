import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AddCouponSchema, CouponSchema, ShopperCouponSchema } from '../../../contract/coupons';
import { SUCCESS } from '../../../contract/messages';
import { currentUser, requireAdmin, requireUser } from '../../plugins/session';
import { addCoupon, listCoupons, listCouponsForShopper } from './coupons.service';

/** The coupons a logged-in shopper may pick at checkout. */
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const db = app.deps.database.db;

  app.get('/user/coupon', { schema: { response: { 200: z.array(ShopperCouponSchema) } } }, async (request) =>
    listCouponsForShopper(db, currentUser(request).id, app.deps.now()),
  );
};

/** The back office's coupons: list and add. */
export const adminCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  const db = app.deps.database.db;

  app.get('/admin/getCoupon', { schema: { response: { 200: z.array(CouponSchema) } } }, async () =>
    listCoupons(db),
  );

  app.post(
    '/admin/addCoupon',
    {
      schema: {
        body: AddCouponSchema,
        response: { 201: z.object({ message: z.string(), coupon: CouponSchema }) },
      },
    },
    async (request, reply) => {
      const coupon = await addCoupon(db, request.body, app.deps.now(), currentUser(request));
      return reply.status(201).send({ message: SUCCESS.couponAdded, coupon });
    },
  );
};
