import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReportQuerySchema, ReportSchema } from '../../../contract/reports';
import { requireAdmin } from '../../plugins/session';
import { salesReport } from './reports.service';

/** GET /admin/reports?from=&to=&interval=: the Reports screen's figures. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  const { database } = app.deps;

  app.get(
    '/admin/reports',
    { schema: { querystring: ReportQuerySchema, response: { 200: ReportSchema } } },
    async (request) => salesReport(database.db, request.query),
  );
};
