import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_SIZES } from '../../../contract/constants';
import { OrderHistorySchema } from '../../../contract/order-history';
import { CreateOrderSchema, OrderSchema } from '../../../contract/orders';
import { pageQuery } from '../../../contract/paging';
import type { LimitName } from '../../plugins/rate-limit';
import { currentUser, requireUser } from '../../plugins/session';
import { changeOrderStatus } from './order-status.service';
import { assertSameRequest, requestFingerprint } from './idempotency';
import { toOrderView } from './order-view';
import { listOwnOrders, ownOrderDetails, ownOrderHistory } from './orders.service';
import { placeOrder } from './place-order.service';
import { upiUriFor } from '../payments/upi-payments.service';
import { API_ERROR, ORDER_TEXT, SUCCESS } from '../../../contract/messages';
import { OrderIdParams } from './order-id-params';

/** Placing and cancelling: per shopper, and per address sized for a carrier NAT. */
const placeLimits: LimitName[] = ['ordersAccount', 'ordersAddress'];
const cancelLimits: LimitName[] = ['cancelsAccount', 'ordersAddress'];

const IdempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[\w-]{8,100}$/, API_ERROR.idempotencyKeyFormat)
    .optional(),
});
const OrderResponse = z.object({ message: z.string(), order: OrderSchema });
/** A UPI order's answer adds the upi://pay link the parent pays with (docs/decisions/0054-upi-to-the-shops-vpa.md). */
const PlacedOrderResponse = OrderResponse.extend({ upiUri: z.string().optional() });

/** The shopper's orders (docs/product.md section 7): place, list, read and cancel their own. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const { database, config, now } = app.deps;
  const db = database.db;

  app.post(
    '/user/createOrder',
    {
      config: { limits: placeLimits },
      schema: {
        body: CreateOrderSchema,
        headers: IdempotencyHeaders,
        response: { 200: PlacedOrderResponse, 201: PlacedOrderResponse },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const idempotencyKey = request.headers['idempotency-key'];
      const fingerprint = idempotencyKey ? requestFingerprint(request.body) : undefined;
      const placed = await placeOrder(db, {
        customer: user,
        order: request.body,
        idempotencyKey,
        idempotencyFingerprint: fingerprint,
        now: now(),
        upiOn: Boolean(config.upi),
      });
      if (!placed.created && fingerprint) assertSameRequest(placed.order.idempotencyFingerprint, fingerprint);
      // The confirmation mail and the catalog refresh follow from the order.placed event (src/server/outbox).
      const order = toOrderView(placed.order, placed.items, config.publicUrl);
      const upiUri = upiUriFor(placed.order, config.upi) ?? undefined;
      return reply
        .status(placed.created ? 201 : 200)
        .send({ message: SUCCESS.orderPlaced, order, ...(upiUri ? { upiUri } : {}) });
    },
  );

  app.get(
    '/user/getOrders',
    {
      schema: {
        querystring: pageQuery(PAGE_SIZES.customerOrders),
        response: {
          200: z.object({ orders: z.array(OrderSchema), totalPages: z.number(), currentPage: z.number() }),
        },
      },
    },
    async (request) =>
      listOwnOrders(db, currentUser(request).id, request.query.page, request.query.limit, config.publicUrl),
  );

  app.get(
    '/user/orderDetails/:orderId',
    // The order object itself, as the original client reads it (docs/decisions/0023-api-compatibility.md).
    { schema: { params: OrderIdParams, response: { 200: OrderSchema } } },
    async (request) =>
      ownOrderDetails(db, currentUser(request).id, request.params.orderId, config.publicUrl, config.upi),
  );

  // A separate call rather than a field of orderDetails, so that the order's shape stays as docs/product.md section 7 has it.
  app.get(
    '/user/orders/:orderId/history',
    { schema: { params: OrderIdParams, response: { 200: OrderHistorySchema } } },
    async (request) => ownOrderHistory(db, currentUser(request).id, request.params.orderId),
  );

  app.put(
    '/user/cancellOrder/:orderId',
    {
      config: { limits: cancelLimits },
      schema: { params: OrderIdParams, response: { 200: OrderResponse } },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await changeOrderStatus(db, {
        orderId: request.params.orderId,
        to: 'cancelled',
        by: { kind: 'shopper', id: userId },
        now: now(),
        invoices: config.invoices,
      });
      return {
        message: ORDER_TEXT.cancelled,
        order: await ownOrderDetails(db, userId, request.params.orderId, config.publicUrl),
      };
    },
  );
};
