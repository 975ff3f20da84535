import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ConfirmOrdersResultSchema, OrderBatchSchema } from '../../../contract/order-batches';
import { istDayKey } from '../../../contract/dates';
import { adminActor } from '../../actor';
import { PDF_DOCUMENT, pdfAnswer, sendPdf } from '../../pdf/pdf-reply';
import { currentUser, requireAdmin } from '../../plugins/session';
import { confirmOrders } from './confirm-orders';
import { renderLabelsPdf } from './labels/label-pdf';
import { shippingLabels } from './labels/labels.service';
import { OrderIdParams } from './order-id-params';

/**
 * The back office's work on orders beyond one status change (docs/decisions/0053-shipping-labels-and-packing-slips.md):
 * shipping labels with packing slips, one order's or many in one PDF, and confirming many pending orders at once.
 */
export const adminOrderBatchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  const { database, now, config } = app.deps;
  const db = database.db;

  app.get(
    '/admin/orders/:orderId/label.pdf',
    {
      config: PDF_DOCUMENT,
      schema: {
        params: OrderIdParams,
        response: pdfAnswer(
          'A 4×6 inch shipping label and its packing slip, for a confirmed or shipped order.',
        ),
      },
    },
    async (request, reply) => {
      const labels = await shippingLabels(db, [request.params.orderId], config.invoices.seller);
      const bytes = await renderLabelsPdf(labels);
      return sendPdf(reply, { name: `label-${labels[0]!.orderNumber}.pdf`, bytes });
    },
  );

  app.post(
    '/admin/orders/labels.pdf',
    {
      config: PDF_DOCUMENT,
      schema: {
        body: OrderBatchSchema,
        response: pdfAnswer('The label and packing slip of each order given, in that order, in one PDF.'),
      },
    },
    async (request, reply) => {
      const labels = await shippingLabels(db, request.body.orderIds, config.invoices.seller);
      const bytes = await renderLabelsPdf(labels);
      const name = `labels-${istDayKey(now())}-${labels.length}-orders.pdf`;
      return sendPdf(reply, { name, bytes, disposition: 'attachment' });
    },
  );

  app.post(
    '/admin/orders/confirm',
    { schema: { body: OrderBatchSchema, response: { 200: ConfirmOrdersResultSchema } } },
    async (request) =>
      confirmOrders(db, request.body.orderIds, {
        by: adminActor(currentUser(request)),
        now: now(),
        invoices: config.invoices,
      }),
  );
};
