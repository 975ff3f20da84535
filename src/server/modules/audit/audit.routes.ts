import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditPageSchema, AuditQuerySchema } from '../../../contract/audit';
import { requireAdmin } from '../../plugins/session';
import { listAudit } from './audit.service';

/** GET /admin/audit: read-only; there is no route that changes or deletes an entry. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  const db = app.deps.database.db;

  app.get(
    '/admin/audit',
    { schema: { querystring: AuditQuerySchema, response: { 200: AuditPageSchema } } },
    async (request) => listAudit(db, request.query.page, request.query.limit, request.query.action),
  );
};
