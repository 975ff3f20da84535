import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PIN_CODE_PATTERN } from '../../../contract/address';
import { DeliveryEstimateSchema } from '../../../contract/delivery-estimate';
import { DELIVERY_MESSAGES } from '../../../contract/messages';
import { estimateDelivery } from './delivery.service';

const DeliveryQuery = z.object({
  pin: z.string({ error: DELIVERY_MESSAGES.pin }).trim().regex(PIN_CODE_PATTERN, DELIVERY_MESSAGES.pin),
});

/**
 * "Check delivery": public, because the product page that asks is public and a guest deciding whether to buy
 * wants the date most. It reads no account and changes nothing; visitors' calls meet the usual address ceiling.
 */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, now } = app.deps;

  app.get(
    '/user/delivery',
    { schema: { querystring: DeliveryQuery, response: { 200: DeliveryEstimateSchema } } },
    async (request, reply) => {
      // The dates move at the cut-off and at midnight: a browser may reuse an answer for a few minutes only.
      reply.header('cache-control', 'private, max-age=300');
      return estimateDelivery(request.query.pin, config.delivery, now());
    },
  );
};
