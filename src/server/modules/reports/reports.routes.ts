import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardSchema } from '../../../contract/dashboard';
import { ReportQuerySchema, ReportSchema } from '../../../contract/reports';
import { mediaUrl } from '../../images/image-urls';
import { requireAdmin } from '../../plugins/session';
import { dashboard } from './dashboard.service';
import { salesReport } from './reports.service';

/** The back office's figures: the dashboard's cards and the Reports screen (GET /admin/reports?from=&to=&interval=). */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  const { database, config, now } = app.deps;

  app.get('/admin/getDashData', { schema: { response: { 200: DashboardSchema } } }, async () =>
    dashboard(database.db, now(), (imageId) => mediaUrl(config.publicUrl, imageId)),
  );

  app.get(
    '/admin/reports',
    { schema: { querystring: ReportQuerySchema, response: { 200: ReportSchema } } },
    async (request) => salesReport(database.db, request.query),
  );
};
