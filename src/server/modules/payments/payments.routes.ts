import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminOrderSchema } from '../../../contract/admin';
import { selectablePaymentMethods } from '../../../contract/constants';
import { PAYMENT_MESSAGES, REMITTANCE_MESSAGES } from '../../../contract/messages';
import { OrderSchema, SubmitUtrSchema } from '../../../contract/orders';
import { PaymentHistorySchema, PaymentMethodsSchema, VerifyPaymentSchema } from '../../../contract/payments';
import {
  CashWithCouriersSchema,
  RecordRemittanceSchema,
  RemittanceSchema,
  RemittancesSchema,
} from '../../../contract/remittances';
import { adminActor } from '../../actor';
import { currentUser, requireAdmin, requireUser } from '../../plugins/session';
import { adminOrderDetails } from '../orders/admin-orders.service';
import { ownOrderDetails } from '../orders/orders.service';
import { paymentTimeline } from './payment-status.service';
import { cashWithCouriers, listRemittances, recordRemittance } from './remittances.service';
import { submitUtr, verifyUpiPayment } from './upi-payments.service';
import { OrderIdParams } from '../orders/order-id-params';

/** Which payment methods the checkout offers: public, like the shop's other settings the storefront reads. */
export const paymentMethodRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  app.get('/user/payment-methods', { schema: { response: { 200: PaymentMethodsSchema } } }, async () => ({
    methods: [...selectablePaymentMethods(Boolean(config.upi))],
    upi: config.upi ? { payeeName: config.upi.payeeName } : null,
  }));
};

/** The parent's UTR for their own UPI order. */
export const upiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const { database, config, now } = app.deps;
  const db = database.db;

  app.post(
    '/user/orders/:orderId/utr',
    {
      // The account's ceiling is enough: a UTR is 12 digits, a guess finds nothing, and a taken one names no order.
      schema: {
        params: OrderIdParams,
        body: SubmitUtrSchema,
        response: { 200: z.object({ message: z.string(), order: OrderSchema }) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await submitUtr(db, { userId, orderId: request.params.orderId, utr: request.body.utr, now: now() });
      return {
        message: PAYMENT_MESSAGES.utrSaved,
        order: await ownOrderDetails(db, userId, request.params.orderId, config.publicUrl, config.upi),
      };
    },
  );
};

/** The owner's side: verifying UPI payments, recording couriers' remittances, the cash still with couriers. */
export const adminPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  const { database, config, now } = app.deps;
  const db = database.db;

  app.put(
    '/admin/orders/:orderId/payment',
    {
      schema: {
        params: OrderIdParams,
        body: VerifyPaymentSchema,
        response: { 200: z.object({ message: z.string(), order: AdminOrderSchema }) },
      },
    },
    async (request) => {
      await verifyUpiPayment(db, {
        orderId: request.params.orderId,
        status: request.body.status,
        by: adminActor(currentUser(request)),
        now: now(),
      });
      return {
        message: PAYMENT_MESSAGES.paymentMarked,
        order: await adminOrderDetails(db, request.params.orderId, config.publicUrl),
      };
    },
  );

  app.get(
    '/admin/orders/:orderId/payment-history',
    { schema: { params: OrderIdParams, response: { 200: PaymentHistorySchema } } },
    async (request) => {
      // The order's own 404 first, so that an unknown order is not an empty history.
      await adminOrderDetails(db, request.params.orderId, config.publicUrl);
      return { history: await paymentTimeline(db, request.params.orderId) };
    },
  );

  app.post(
    '/admin/remittances',
    {
      schema: {
        body: RecordRemittanceSchema,
        response: { 201: z.object({ message: z.string(), remittance: RemittanceSchema }) },
      },
    },
    async (request, reply) => {
      const remittance = await recordRemittance(db, request.body, adminActor(currentUser(request)), now());
      return reply.status(201).send({ message: REMITTANCE_MESSAGES.recorded, remittance });
    },
  );

  app.get('/admin/remittances', { schema: { response: { 200: RemittancesSchema } } }, async () => ({
    remittances: await listRemittances(db),
  }));

  app.get('/admin/cash-with-couriers', { schema: { response: { 200: CashWithCouriersSchema } } }, async () =>
    cashWithCouriers(db, now()),
  );
};
