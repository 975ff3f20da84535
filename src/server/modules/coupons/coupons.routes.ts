import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AddCouponSchema, CouponSchema } from '../../../contract/coupons';
import { SUCCESS } from '../../../contract/messages';
import { requireAdmin, requireUser } from '../../plugins/session';
import { addCoupon, listCoupons } from './coupons.service';

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;

  app.get(
    '/user/coupon',
    { onRequest: requireUser, schema: { response: { 200: z.array(CouponSchema) } } },
    async () => listCoupons(db),
  );

  app.get(
    '/admin/getCoupon',
    { onRequest: requireAdmin, schema: { response: { 200: z.array(CouponSchema) } } },
    async () => listCoupons(db),
  );

  app.post(
    '/admin/addCoupon',
    {
      onRequest: requireAdmin,
      schema: {
        body: AddCouponSchema,
        response: { 201: z.object({ message: z.string(), coupon: CouponSchema }) },
      },
    },
    async (request, reply) => {
      const coupon = await addCoupon(db, request.body, app.deps.now());
      return reply.status(201).send({ message: SUCCESS.couponAdded, coupon });
    },
  );
};
