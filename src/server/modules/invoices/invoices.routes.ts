import { OrderIdParams } from '../orders/order-id-params';
import { documentPdfRoutes } from '../../pdf/document-routes';
import { renderInvoicePdf } from './invoice-pdf';
import { findInvoice } from './invoices.service';

// An order's tax invoice as a PDF: the shopper's own (/user/orders/{id}/invoice), any for the shop (/admin/…).
const { shopper, admin } = documentPdfRoutes({
  path: '/orders/:orderId/invoice',
  params: OrderIdParams,
  description: 'The tax invoice as a PDF document.',
  find: (db, { orderId }, userId) => findInvoice(db, orderId, userId),
  file: (invoice) => ({
    name: `invoice-${invoice.number.replace(/\//g, '-')}.pdf`,
    bytes: renderInvoicePdf(invoice),
  }),
});

export const invoiceRoutes = shopper;
export const adminInvoiceRoutes = admin;
