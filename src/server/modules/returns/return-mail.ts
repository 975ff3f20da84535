import { type ReturnRequest, type ReturnStatus } from '../../../contract/returns';
import { shortOrderId } from '../../../contract/order-texts';
import { escapeHtml } from '../../html-escape';
import type { MailMessage } from '../../mail/mailer';
import { RETURN_MAIL, RETURN_STATUS_LABELS } from '../../../contract/messages';

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
  const what = RETURN_MAIL.what(request.kind);
  const status = RETURN_STATUS_LABELS[step.status];
  const note = step.note;
  const lines = [
    RETURN_MAIL.now(what, shortOrderId(request.orderId), status),
    ...request.items.map((item) => RETURN_MAIL.item(item.quantity, item.name, item.size, item.exchangeSize)),
    ...(note ? [RETURN_MAIL.note(note)] : []),
    ...(step.status === 'refunded' && request.refundReference
      ? [RETURN_MAIL.refundReference(request.refundReference)]
      : []),
    RETURN_MAIL.follow(returnsUrl),
  ];
  return {
    to,
    subject: RETURN_MAIL.subject(what, status),
    text: lines.join('\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}
