import { STOCK_ALERT_TEXT, type LowStockItem } from '../../../contract/stock-alerts';
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
  const intro = STOCK_ALERT_TEXT.digestIntro(threshold);
  return {
    to,
    subject: STOCK_ALERT_TEXT.digestSubject(items.length),
    text: [intro, '', ...lines, '', dashboardUrl].join('\n'),
    html: `<p>${escapeHtml(intro)}</p><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul><p><a href="${escapeHtml(dashboardUrl)}">${escapeHtml(STOCK_ALERT_TEXT.digestLink)}</a></p>`,
  };
}
