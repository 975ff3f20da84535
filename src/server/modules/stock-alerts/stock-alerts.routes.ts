import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LowStockListSchema } from '../../../contract/stock-alerts';
import { requireAdmin } from '../../plugins/session';
import { lowStock } from './low-stock.service';

/** GET /admin/lowStock: the dashboard's "Low stock" card. */
export const stockAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  const { database, config } = app.deps;

  app.get('/admin/lowStock', { schema: { response: { 200: LowStockListSchema } } }, async () =>
    lowStock(database.db, config.lowStockThreshold),
  );
};
