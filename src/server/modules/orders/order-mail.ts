import { addressLines } from '../../../contract/address';
import type { OrderStatus } from '../../../contract/order-status';
import { type Order } from '../../../contract/orders';
import { shortOrderId } from '../../../contract/order-texts';
import { SHOP } from '../../../contract/shop-info';
import type { Language } from '../../../contract/language';
import type { MailMessage } from '../../mail/mailer';
import { mailWords, type MailWords } from '../../mail/mail-words';
import { escapeHtml } from '../../html-escape';

// The shopper's order mails: placed, then each status it reaches. Each names the order by its short id, lists the
// items and links to the order's page, in the language of the shopper's account when the mail is made. Product names
// and addresses stay as they were written.

function itemLines(order: Order, words: MailWords): string[] {
  return order.items.map((item) =>
    words.order.item(
      item.name,
      words.size(item.size),
      item.quantity,
      words.rupees(item.discountPriceAtPurchase * item.quantity),
    ),
  );
}

function htmlMail(
  words: MailWords,
  paragraphs: string[],
  lines: string[],
  orderUrl: string,
  linkText: string,
  extraLinks: Array<{ url: string; text: string }> = [],
): string {
  const extra = extraLinks
    .map((link) => `\n<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.text)}</a></p>`)
    .join('');
  return `<!doctype html><html lang="${words.language}"><body style="font-family:Arial,sans-serif;color:#2b2a3d">
<h1 style="color:#e0524d">${escapeHtml(SHOP.name)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(orderUrl)}">${escapeHtml(linkText)}</a></p>${extra}
<p style="color:#666">${escapeHtml(words.order.contact)}</p>
</body></html>`;
}

/** The order confirmation: items, total and delivery address, in plain text and simple HTML. */
export function orderConfirmationMail(
  to: string,
  order: Order,
  orderUrl: string,
  language: Language,
): MailMessage {
  const words = mailWords(language);
  const { order: say, rupees } = words;
  const id = shortOrderId(order._id);
  const address = addressLines(order.addressInfo, { name: true }).join(', ');
  const total = rupees(order.pricingSummary.finalAmount);
  const lines = [
    ...itemLines(order, words),
    say.platformFee(rupees(order.pricingSummary.platformFee)),
    ...(order.pricingSummary.couponDiscount > 0
      ? [say.coupon(rupees(order.pricingSummary.couponDiscount))]
      : []),
  ];
  const intro = say.placed(id, total);
  const text = [
    say.thanks,
    '',
    intro,
    '',
    ...lines,
    say.total(total),
    '',
    say.deliveringTo(address),
    '',
    say.link(say.trackOrder, orderUrl),
    say.contact,
  ].join('\n');
  const html = htmlMail(
    words,
    [`${say.thanksShort} ${intro}`],
    [...lines, say.total(total), say.deliveringTo(address)],
    orderUrl,
    say.trackOrder,
  );
  return { to, subject: say.placedSubject(id), text, html };
}

type MailedStatus = Exclude<OrderStatus, 'pending'>;

/** Why the shopper hears of it: who cancelled, the shop's reason, that nothing is due after a return to origin. */
function whyLines(order: Order, status: MailedStatus, byShop: boolean, say: MailWords['order']): string[] {
  const reason = byShop && order.statusReason ? [say.reason(order.statusReason)] : [];
  if (status === 'cancelled') return [byShop ? say.cancelledByShop : say.cancelledByShopper, ...reason];
  if (status === 'rto') return [...reason, say.returnedNothingDue];
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
  language: Language,
  invoiceUrl?: string,
): MailMessage {
  const words = mailWords(language);
  const say = words.order;
  const id = shortOrderId(order._id);
  const news = say.news[status](id);
  const shipment = status === 'shipped' ? order.shipment : null;
  const shipmentLine = shipment ? [say.shipment(shipment.courierName, shipment.awb)] : [];
  const tracking = shipment?.trackingUrl ? { url: shipment.trackingUrl, text: say.trackParcel } : undefined;
  const invoice =
    status === 'delivered' && invoiceUrl && order.invoiceNumber
      ? { url: invoiceUrl, number: order.invoiceNumber }
      : undefined;
  const why = whyLines(order, status, byShop, say);
  const lines = itemLines(order, words);
  const text = [
    news,
    ...why,
    ...shipmentLine,
    ...(tracking ? [say.link(tracking.text, tracking.url)] : []),
    '',
    ...lines,
    '',
    say.link(say.seeOrder, orderUrl),
    ...(invoice ? [say.invoice(invoice.number, invoice.url)] : []),
    say.contact,
  ].join('\n');
  const html = htmlMail(words, [news, ...why, ...shipmentLine], lines, orderUrl, say.seeOrder, [
    ...(tracking ? [tracking] : []),
    ...(invoice ? [{ url: invoice.url, text: say.downloadInvoice(invoice.number) }] : []),
  ]);
  return { to, subject: say.statusSubject(id, status), text, html };
}

export function isMailedStatus(status: OrderStatus): status is MailedStatus {
  return status !== 'pending';
}
