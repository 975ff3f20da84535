import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddCouponSchema,
  AdminCouponSchema,
  CouponActiveSchema,
  ShopperCouponSchema,
} from '../../../contract/coupons';
import { idSchema } from '../../../contract/ids';
import { COUPON_ADMIN_TEXT, ORDER_MESSAGES, SUCCESS } from '../../../contract/messages';
import { currentUser, requireAdmin, requireUser } from '../../plugins/session';
import {
  addCoupon,
  listCoupons,
  listCouponsForShopper,
  setCouponActive,
  updateCoupon,
} from './coupons.service';

/** The coupons a logged-in shopper may pick at checkout. */
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const db = app.deps.database.db;

  app.get('/user/coupon', { schema: { response: { 200: z.array(ShopperCouponSchema) } } }, async (request) =>
    listCouponsForShopper(db, currentUser(request).id, app.deps.now()),
  );
};

const IdParams = z.object({ id: idSchema(ORDER_MESSAGES.couponNotFound) });
const CouponAnswer = z.object({ message: z.string(), coupon: AdminCouponSchema });

/** The back office's coupons: list (with uses), add, edit, switch off and on. */
export const adminCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  const db = app.deps.database.db;

  app.get('/admin/getCoupon', { schema: { response: { 200: z.array(AdminCouponSchema) } } }, async () =>
    listCoupons(db),
  );

  app.post(
    '/admin/addCoupon',
    { schema: { body: AddCouponSchema, response: { 201: CouponAnswer } } },
    async (request, reply) => {
      const coupon = await addCoupon(db, request.body, app.deps.now(), currentUser(request));
      return reply.status(201).send({ message: SUCCESS.couponAdded, coupon });
    },
  );

  app.put(
    '/admin/coupons/:id',
    { schema: { params: IdParams, body: AddCouponSchema, response: { 200: CouponAnswer } } },
    async (request) => {
      const coupon = await updateCoupon(
        db,
        request.params.id,
        request.body,
        app.deps.now(),
        currentUser(request),
      );
      return { message: COUPON_ADMIN_TEXT.couponUpdated, coupon };
    },
  );

  app.put(
    '/admin/coupons/:id/active',
    { schema: { params: IdParams, body: CouponActiveSchema, response: { 200: CouponAnswer } } },
    async (request) => {
      const { active } = request.body;
      const coupon = await setCouponActive(db, request.params.id, active, currentUser(request));
      return {
        message: active ? COUPON_ADMIN_TEXT.couponSwitchedOn : COUPON_ADMIN_TEXT.couponSwitchedOff,
        coupon,
      };
    },
  );
};
