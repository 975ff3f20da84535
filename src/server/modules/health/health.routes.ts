import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema } from '../../../contract/api-error';
import { checkHealth } from './health.service';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: HealthSchema, 503: HealthSchema } }, config: { rateLimit: false } },
    async (_request, reply) => {
      const health = await checkHealth(app.deps.database);
      return reply
        .status(health.db === 'ok' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(health);
    },
  );
};
