import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '../../../contract/ids';
import type { IssuedInvoice } from '../../../contract/tax-invoice';
import { currentUser, requireAdmin, requireUser } from '../../plugins/session';
import { renderInvoicePdf } from './invoice-pdf';
import { findInvoice } from './invoices.service';
import { ORDER_MESSAGES } from '../../../contract/messages';

const OrderIdParams = z.object({
  orderId: idSchema(ORDER_MESSAGES.orderNotFound),
});

/** Documented as what it is: a PDF file, not JSON (fastify sends the buffer as it is). */
const PdfAnswer = {
  200: {
    description: 'The tax invoice as a PDF document.',
    content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
  },
};

/** A PDF opened in the browser gets a page's security headers, not those of a JSON answer (security.ts). */
const PDF_DOCUMENT = { document: true };

async function sendPdf(reply: FastifyReply, invoice: IssuedInvoice) {
  const fileName = `invoice-${invoice.number.replace(/\//g, '-')}.pdf`;
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(await renderInvoicePdf(invoice));
}

/** The shopper's own order's invoice as a PDF. */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const db = app.deps.database.db;

  app.get(
    '/user/orders/:orderId/invoice',
    { config: PDF_DOCUMENT, schema: { params: OrderIdParams, response: PdfAnswer } },
    async (request, reply) => {
      const invoice = await findInvoice(db, request.params.orderId, currentUser(request).id);
      return sendPdf(reply, invoice);
    },
  );
};

/** Any order's invoice as a PDF, for the shop. */
export const adminInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  const db = app.deps.database.db;

  app.get(
    '/admin/orders/:orderId/invoice',
    { config: PDF_DOCUMENT, schema: { params: OrderIdParams, response: PdfAnswer } },
    async (request, reply) => {
      const invoice = await findInvoice(db, request.params.orderId);
      return sendPdf(reply, invoice);
    },
  );
};
