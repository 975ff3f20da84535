import { type ReturnRequest, type ReturnStatus } from '../../../contract/returns';
import { shortOrderId } from '../../../contract/order-texts';
import { escapeHtml } from '../../html-escape';
import type { MailMessage } from '../../mail/mailer';
import { RETURN_STATUS_LABELS } from '../../../contract/messages';

/**
 * The shopper's e-mail for one step of their return or exchange, with a link to "My returns". The step is named
 * by the event, not read from the request, which may have moved on by the time the mail goes out.
 */
export function returnStepMail(
  to: string,
  request: ReturnRequest,
  step: { status: ReturnStatus; note: string | null },
  returnsUrl: string,
): MailMessage {
  const what = request.kind === 'exchange' ? 'size exchange' : 'return';
  const status = RETURN_STATUS_LABELS[step.status];
  const note = step.note;
  const lines = [
    `Your ${what} for order #${shortOrderId(request.orderId)} is now: ${status}.`,
    ...request.items.map(
      (item) =>
        `${item.quantity} × ${item.name} (${item.size}${item.exchangeSize ? ` → ${item.exchangeSize}` : ''})`,
    ),
    ...(note ? [`Note from the shop: ${note}`] : []),
    ...(step.status === 'refunded' && request.refundReference
      ? [`Refund reference: ${request.refundReference}`]
      : []),
    `Follow it at ${returnsUrl}`,
  ];
  return {
    to,
    subject: `LittleHope: your ${what} is ${status.toLowerCase()}`,
    text: lines.join('\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}
