import { type LowStockItem } from '../../../contract/stock-alerts';
import { LOW_STOCK_MAIL } from '../../../contract/messages/mails';
import { STOCK_ALERT_TEXT } from '../../../contract/messages/back-office';
import { escapeHtml } from '../../html-escape';
import type { MailMessage } from '../../mail/mailer';

/** The admins' daily list of sizes at or under the low-stock level, most urgent first, with a link to the dashboard. */
export function lowStockDigestMail(
  to: string,
  items: LowStockItem[],
  threshold: number,
  dashboardUrl: string,
): MailMessage {
  const lines = items.map(
    (item) =>
      `${item.name} (${item.size}): ${item.stock === 0 ? STOCK_ALERT_TEXT.soldOut : STOCK_ALERT_TEXT.left(item.stock)}`,
  );
  const intro = LOW_STOCK_MAIL.intro(threshold);
  return {
    to,
    subject: LOW_STOCK_MAIL.subject(items.length),
    text: [intro, '', ...lines, '', dashboardUrl].join('\n'),
    html: `<p>${escapeHtml(intro)}</p><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul><p><a href="${escapeHtml(dashboardUrl)}">${escapeHtml(LOW_STOCK_MAIL.link)}</a></p>`,
  };
}
