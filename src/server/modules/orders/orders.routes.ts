import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_SIZES } from '../../../contract/constants';
import { CreateOrderSchema, OrderSchema } from '../../../contract/orders';
import { pageQuery } from '../../../contract/paging';
import { mediaUrl } from '../../images/image-urls';
import { ORDER_LIMIT, perShopperLimit } from '../../plugins/rate-limit';
import { currentUser, requireUser } from '../../plugins/session';
import { orderConfirmationMail } from './order-mail';
import { changeOrderStatus } from './order-status.service';
import { toOrderView } from './order-view';
import { listOwnOrders, ownOrderDetails } from './orders.service';
import { placeOrder } from './place-order.service';

const orderLimit = perShopperLimit(ORDER_LIMIT.max, ORDER_LIMIT.timeWindow);

const OrderIdParams = z.object({ orderId: z.string().regex(/^[0-9a-f-]{36}$/i, 'Order not found.') });
const IdempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[\w-]{8,100}$/, 'The Idempotency-Key header must be 8 to 100 letters, digits, - or _.')
    .optional(),
});
const OrderResponse = z.object({ message: z.string(), order: OrderSchema });

/** The shopper's orders (SPEC.md section 7): place, list, read and cancel their own. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const { database, config, mailer, now } = app.deps;
  const db = database.db;

  app.post(
    '/user/createOrder',
    {
      config: { rateLimit: orderLimit },
      schema: {
        body: CreateOrderSchema,
        headers: IdempotencyHeaders,
        response: { 200: OrderResponse, 201: OrderResponse },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const placed = await placeOrder(db, {
        customer: user,
        order: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        now: now(),
        imageUrl: (imageId) => mediaUrl(config.publicUrl, imageId),
      });
      const order = toOrderView(placed.order, placed.items);
      if (placed.created) {
        // Stock changed: this instance's cache is dropped; the other instances show it within their cache's TTL
        // (docs/decisions/catalog-cache.md). The confirmation mail is written after the answer is sent; it can
        // never undo the order, so a failure is only logged.
        app.catalogCache.clearLocal();
        setImmediate(() => {
          mailer
            .send(orderConfirmationMail(user.email, order, `${config.publicUrl}/order/${order._id}`))
            .catch((error: unknown) =>
              request.log.warn({ err: error, orderId: order._id }, 'order confirmation mail failed'),
            );
        });
      }
      return reply.status(placed.created ? 201 : 200).send({ message: 'Order placed successfully.', order });
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
    async (request) => listOwnOrders(db, currentUser(request).id, request.query.page, request.query.limit),
  );

  app.get(
    '/user/orderDetails/:orderId',
    { schema: { params: OrderIdParams, response: { 200: z.object({ order: OrderSchema }) } } },
    async (request) => ({
      order: await ownOrderDetails(db, currentUser(request).id, request.params.orderId),
    }),
  );

  app.put(
    '/user/cancellOrder/:orderId',
    {
      config: { rateLimit: orderLimit },
      schema: { params: OrderIdParams, response: { 200: OrderResponse } },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await changeOrderStatus(db, {
        orderId: request.params.orderId,
        to: 'cancelled',
        customerId: userId,
        now: now(),
      });
      app.catalogCache.clearLocal();
      return {
        message: 'Your order has been cancelled.',
        order: await ownOrderDetails(db, userId, request.params.orderId),
      };
    },
  );
};
