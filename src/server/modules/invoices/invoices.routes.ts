import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '../../../contract/ids';
import type { IssuedInvoice } from '../../../contract/tax-invoice';
import { currentUser, requireAdmin, requireUser } from '../../plugins/session';
import { renderInvoicePdf } from './invoice-pdf';
import { findInvoice } from './invoices.service';
import { ORDER_MESSAGES } from '../../../contract/messages';
import { PDF_DOCUMENT, pdfAnswer, sendPdf } from '../../pdf/pdf-reply';

const OrderIdParams = z.object({
  orderId: idSchema(ORDER_MESSAGES.orderNotFound),
});

const PdfAnswer = pdfAnswer('The tax invoice as a PDF document.');

async function sendInvoice(reply: FastifyReply, invoice: IssuedInvoice) {
  const name = `invoice-${invoice.number.replace(/\//g, '-')}.pdf`;
  return sendPdf(reply, { name, bytes: await renderInvoicePdf(invoice) });
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
      return sendInvoice(reply, invoice);
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
      return sendInvoice(reply, invoice);
    },
  );
};
