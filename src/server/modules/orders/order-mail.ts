import { formatRupees } from '../../../contract/money';
import { shortOrderId, type Order } from '../../../contract/orders';
import { SHOP } from '../../../contract/shop-info';
import type { MailMessage } from '../../mail/mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The order confirmation: items, total and delivery address, in plain text and simple HTML. */
export function orderConfirmationMail(to: string, order: Order, orderUrl: string): MailMessage {
  const id = shortOrderId(order._id);
  const a = order.addressInfo;
  const address = `${a.fullName}, ${a.landmark}, ${a.city} ${a.zipCode}, mobile ${a.mobileNo}`;
  const lines = order.items.map(
    (item) =>
      `${item.name} (size ${item.size}) × ${item.quantity}: ${formatRupees(item.discountPriceAtPurchase * item.quantity)}`,
  );
  const total = formatRupees(order.pricingSummary.finalAmount);
  const text = [
    `Thank you for shopping with ${SHOP.name}!`,
    '',
    `Your order #${id} has been placed. Pay ${total} in cash when it is delivered.`,
    '',
    ...lines,
    `Platform fee: ${formatRupees(order.pricingSummary.platformFee)}`,
    ...(order.pricingSummary.couponDiscount > 0
      ? [`Coupon: −${formatRupees(order.pricingSummary.couponDiscount)}`]
      : []),
    `Total: ${total}`,
    '',
    `Delivering to: ${address}`,
    '',
    `Track your order: ${orderUrl}`,
    `Questions? Write to ${SHOP.supportEmail} or call ${SHOP.phone}.`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#2b2a3d">
<h1 style="color:#e0524d">${escapeHtml(SHOP.name)}</h1>
<p>Thank you! Your order <strong>#${id}</strong> has been placed. Pay <strong>${escapeHtml(total)}</strong> in cash when it is delivered.</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p>Total: <strong>${escapeHtml(total)}</strong></p>
<p>Delivering to: ${escapeHtml(address)}</p>
<p><a href="${escapeHtml(orderUrl)}">Track your order</a></p>
<p style="color:#666">Questions? Write to ${escapeHtml(SHOP.supportEmail)} or call ${escapeHtml(SHOP.phone)}.</p>
</body></html>`;
  return { to, subject: `${SHOP.name}: order #${id} placed`, text, html };
}
