import { formatRupees } from '../../../contract/money';
import { addressLines } from '../../../contract/address';
import type { OrderStatus } from '../../../contract/order-status';
import { type Order } from '../../../contract/orders';
import { shortOrderId } from '../../../contract/order-texts';
import { SHOP } from '../../../contract/shop-info';
import { ORDER_MAIL } from '../../../contract/messages';
import type { MailMessage } from '../../mail/mailer';
import { escapeHtml } from '../../html-escape';

// The shopper's order mails: placed, then each status it reaches. Each names the order by its short id, lists the
// items and links to the order's page.

function itemLines(order: Order): string[] {
  return order.items.map((item) =>
    ORDER_MAIL.item(
      item.name,
      item.size,
      item.quantity,
      formatRupees(item.discountPriceAtPurchase * item.quantity),
    ),
  );
}

function htmlMail(
  paragraphs: string[],
  lines: string[],
  orderUrl: string,
  linkText: string,
  extraLinks: Array<{ url: string; text: string }> = [],
): string {
  const extra = extraLinks
    .map((link) => `\n<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.text)}</a></p>`)
    .join('');
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#2b2a3d">
<h1 style="color:#e0524d">${escapeHtml(SHOP.name)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(orderUrl)}">${escapeHtml(linkText)}</a></p>${extra}
<p style="color:#666">${escapeHtml(ORDER_MAIL.contact)}</p>
</body></html>`;
}

/** The order confirmation: items, total and delivery address, in plain text and simple HTML. */
export function orderConfirmationMail(to: string, order: Order, orderUrl: string): MailMessage {
  const id = shortOrderId(order._id);
  const address = addressLines(order.addressInfo, { name: true }).join(', ');
  const total = formatRupees(order.pricingSummary.finalAmount);
  const lines = [
    ...itemLines(order),
    ORDER_MAIL.platformFee(formatRupees(order.pricingSummary.platformFee)),
    ...(order.pricingSummary.couponDiscount > 0
      ? [ORDER_MAIL.coupon(formatRupees(order.pricingSummary.couponDiscount))]
      : []),
  ];
  const intro = ORDER_MAIL.placed(id, total);
  const text = [
    ORDER_MAIL.thanks,
    '',
    intro,
    '',
    ...lines,
    ORDER_MAIL.total(total),
    '',
    ORDER_MAIL.deliveringTo(address),
    '',
    ORDER_MAIL.link(ORDER_MAIL.trackOrder, orderUrl),
    ORDER_MAIL.contact,
  ].join('\n');
  const html = htmlMail(
    [`${ORDER_MAIL.thanksShort} ${intro}`],
    [...lines, ORDER_MAIL.total(total), ORDER_MAIL.deliveringTo(address)],
    orderUrl,
    ORDER_MAIL.trackOrder,
  );
  return { to, subject: ORDER_MAIL.placedSubject(id), text, html };
}

type MailedStatus = Exclude<OrderStatus, 'pending'>;

/** Why the shopper hears of it: who cancelled, the shop's reason, that nothing is due after a return to origin. */
function whyLines(order: Order, status: MailedStatus, byShop: boolean): string[] {
  const reason = byShop && order.statusReason ? [ORDER_MAIL.reason(order.statusReason)] : [];
  if (status === 'cancelled')
    return [byShop ? ORDER_MAIL.cancelledByShop : ORDER_MAIL.cancelledByShopper, ...reason];
  if (status === 'rto') return [...reason, ORDER_MAIL.returnedNothingDue];
  return [];
}

/**
 * A mail for each status the shopper should hear about; `byShop` tells who cancelled (and the shop's reason). The
 * shipped mail names the courier and AWB and links to the courier's tracking page; the delivered mail links to the
 * order's tax invoice (given when it shipped), which opens after the shopper logs in.
 */
export function orderStatusMail(
  to: string,
  order: Order,
  status: MailedStatus,
  orderUrl: string,
  byShop: boolean,
  invoiceUrl?: string,
): MailMessage {
  const id = shortOrderId(order._id);
  const news = ORDER_MAIL.news[status](id);
  const shipment = status === 'shipped' ? order.shipment : null;
  const shipmentLine = shipment ? [ORDER_MAIL.shipment(shipment.courierName, shipment.awb)] : [];
  const tracking = shipment?.trackingUrl
    ? { url: shipment.trackingUrl, text: ORDER_MAIL.trackParcel }
    : undefined;
  const invoice =
    status === 'delivered' && invoiceUrl && order.invoiceNumber
      ? { url: invoiceUrl, number: order.invoiceNumber }
      : undefined;
  const why = whyLines(order, status, byShop);
  const lines = itemLines(order);
  const text = [
    news,
    ...why,
    ...shipmentLine,
    ...(tracking ? [ORDER_MAIL.link(tracking.text, tracking.url)] : []),
    '',
    ...lines,
    '',
    ORDER_MAIL.link(ORDER_MAIL.seeOrder, orderUrl),
    ...(invoice ? [ORDER_MAIL.invoice(invoice.number, invoice.url)] : []),
    ORDER_MAIL.contact,
  ].join('\n');
  const html = htmlMail([news, ...why, ...shipmentLine], lines, orderUrl, ORDER_MAIL.seeOrder, [
    ...(tracking ? [tracking] : []),
    ...(invoice ? [{ url: invoice.url, text: ORDER_MAIL.downloadInvoice(invoice.number) }] : []),
  ]);
  return { to, subject: ORDER_MAIL.statusSubject(id, status), text, html };
}

export function isMailedStatus(status: OrderStatus): status is MailedStatus {
  return status !== 'pending';
}
