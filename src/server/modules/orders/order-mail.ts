import { formatRupees } from '../../../contract/money';
import type { OrderStatus } from '../../../contract/order-status';
import { type Order } from '../../../contract/orders';
import { shortOrderId } from '../../../contract/order-texts';
import { SHOP } from '../../../contract/shop-info';
import type { MailMessage } from '../../mail/mailer';
import { escapeHtml } from '../../html-escape';

// The shopper's order mails: placed, then each status it reaches. Each names the order by its short id, lists the
// items and links to the order's page.

function itemLines(order: Order): string[] {
  return order.items.map(
    (item) =>
      `${item.name} (size ${item.size}) × ${item.quantity}: ${formatRupees(item.discountPriceAtPurchase * item.quantity)}`,
  );
}

function contactLine(): string {
  return `Questions? Write to ${SHOP.supportEmail} or call ${SHOP.phone}.`;
}

function htmlMail(
  paragraphs: string[],
  lines: string[],
  orderUrl: string,
  linkText: string,
  extraLink?: { url: string; text: string },
): string {
  const extra = extraLink
    ? `\n<p><a href="${escapeHtml(extraLink.url)}">${escapeHtml(extraLink.text)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#2b2a3d">
<h1 style="color:#e0524d">${escapeHtml(SHOP.name)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(orderUrl)}">${escapeHtml(linkText)}</a></p>${extra}
<p style="color:#666">${escapeHtml(contactLine())}</p>
</body></html>`;
}

/** The order confirmation: items, total and delivery address, in plain text and simple HTML. */
export function orderConfirmationMail(to: string, order: Order, orderUrl: string): MailMessage {
  const id = shortOrderId(order._id);
  const a = order.addressInfo;
  const address = `${a.fullName}, ${a.landmark}, ${a.city} ${a.zipCode}, mobile ${a.mobileNo}`;
  const total = formatRupees(order.pricingSummary.finalAmount);
  const lines = [
    ...itemLines(order),
    `Platform fee: ${formatRupees(order.pricingSummary.platformFee)}`,
    ...(order.pricingSummary.couponDiscount > 0
      ? [`Coupon: −${formatRupees(order.pricingSummary.couponDiscount)}`]
      : []),
  ];
  const intro = `Your order #${id} has been placed. Pay ${total} in cash when it is delivered.`;
  const text = [
    `Thank you for shopping with ${SHOP.name}!`,
    '',
    intro,
    '',
    ...lines,
    `Total: ${total}`,
    '',
    `Delivering to: ${address}`,
    '',
    `Track your order: ${orderUrl}`,
    contactLine(),
  ].join('\n');
  const html = htmlMail(
    [`Thank you! ${intro}`],
    [...lines, `Total: ${total}`, `Delivering to: ${address}`],
    orderUrl,
    'Track your order',
  );
  return { to, subject: `${SHOP.name}: order #${id} placed`, text, html };
}

type MailedStatus = Exclude<OrderStatus, 'pending'>;

const STATUS_NEWS: Record<MailedStatus, { subject: string; news: (id: string) => string }> = {
  confirmed: {
    subject: 'confirmed',
    news: (id) => `Good news: your order #${id} is confirmed. We are packing it now.`,
  },
  shipped: { subject: 'shipped', news: (id) => `Your order #${id} has been shipped and is on its way.` },
  delivered: {
    subject: 'delivered',
    news: (id) => `Your order #${id} has been delivered. We hope the little ones love it!`,
  },
  cancelled: { subject: 'cancelled', news: (id) => `Your order #${id} has been cancelled.` },
};

/**
 * A mail for each status the shopper should hear about; `byShop` tells who cancelled. The delivered mail also
 * links to the order's tax invoice (given when it shipped), which opens after the shopper logs in.
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
  const news = STATUS_NEWS[status].news(id);
  const invoice =
    status === 'delivered' && invoiceUrl && order.invoiceNumber
      ? `Your tax invoice ${order.invoiceNumber}: ${invoiceUrl}`
      : undefined;
  const why =
    status === 'cancelled'
      ? [
          byShop
            ? 'We are sorry: the shop had to cancel it. Nothing is due, as you pay on delivery.'
            : 'You cancelled it yourself. Nothing is due, as you pay on delivery.',
        ]
      : [];
  const lines = itemLines(order);
  const text = [
    news,
    ...why,
    '',
    ...lines,
    '',
    `See your order: ${orderUrl}`,
    ...(invoice ? [invoice] : []),
    contactLine(),
  ].join('\n');
  const html = htmlMail(
    [news, ...why],
    lines,
    orderUrl,
    'See your order',
    invoice && invoiceUrl
      ? { url: invoiceUrl, text: `Download your tax invoice ${order.invoiceNumber}` }
      : undefined,
  );
  return { to, subject: `${SHOP.name}: order #${id} ${STATUS_NEWS[status].subject}`, text, html };
}

export function isMailedStatus(status: OrderStatus): status is MailedStatus {
  return status !== 'pending';
}
