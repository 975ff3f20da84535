import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { currentUser, requireAdmin, requireUser } from '../plugins/session';
import { PDF_DOCUMENT, pdfAnswer, sendPdf } from './pdf-reply';

// A document the shop issued for an order or a return (the tax invoice, the credit note), served as a PDF twice: at
// /user/… to the shopper whose it is, at /admin/… to the shop. Both find it, draw it and send it the same way; only
// the shopper's lookup is narrowed to their own.

interface DocumentPdf<Params extends z.ZodObject, Document> {
  /** The path after /user and /admin, e.g. '/orders/:orderId/invoice'. */
  path: string;
  params: Params;
  /** What the OpenAPI document says the answer is. */
  description: string;
  /** The document, or a 404; `userId` narrows it to that shopper's own. */
  find: (db: Db, params: z.infer<Params>, userId?: string) => Promise<Document>;
  /** The file's name and its drawing. */
  file: (document: Document) => { name: string; bytes: Promise<Buffer> };
}

/** The shopper's plugin and the shop's, each with its one login check. */
export function documentPdfRoutes<Params extends z.ZodObject, Document>(
  document: DocumentPdf<Params, Document>,
): { shopper: FastifyPluginAsyncZod; admin: FastifyPluginAsyncZod } {
  const route = {
    config: PDF_DOCUMENT,
    schema: { params: document.params, response: pdfAnswer(document.description) },
  };
  const send = async (reply: Parameters<typeof sendPdf>[0], found: Document) => {
    const { name, bytes } = document.file(found);
    return sendPdf(reply, { name, bytes: await bytes });
  };
  return {
    shopper: async (app) => {
      app.addHook('onRequest', requireUser);
      const db = app.deps.database.db;
      app.get(`/user${document.path}`, route, async (request, reply) =>
        send(reply, await document.find(db, request.params as z.infer<Params>, currentUser(request).id)),
      );
    },
    admin: async (app) => {
      app.addHook('onRequest', requireAdmin);
      const db = app.deps.database.db;
      app.get(`/admin${document.path}`, route, async (request, reply) =>
        send(reply, await document.find(db, request.params as z.infer<Params>)),
      );
    },
  };
}
