import { type ReturnRequest, type ReturnStatus } from '../../../contract/returns';
import type { Language } from '../../../contract/language';
import { shortOrderId } from '../../../contract/order-texts';
import { escapeHtml } from '../../html-escape';
import type { MailMessage } from '../../mail/mailer';
import { mailWords } from '../../mail/mail-words';

/**
 * The shopper's e-mail for one step of their return or exchange, with a link to "My returns", in the language of
 * their account. The step is named by the event, not read from the request, which may have moved on by the time the
 * mail goes out.
 */
export function returnStepMail(
  to: string,
  request: ReturnRequest,
  step: { status: ReturnStatus; note: string | null },
  returnsUrl: string,
  language: Language,
): MailMessage {
  const words = mailWords(language);
  const say = words.returns;
  const what = say.what(request.kind);
  const status = words.returnStatus[step.status];
  const note = step.note;
  const lines = [
    say.now(what, shortOrderId(request.orderId), status),
    ...request.items.map((item) =>
      say.item(
        item.quantity,
        item.name,
        words.size(item.size),
        item.exchangeSize ? words.size(item.exchangeSize) : null,
      ),
    ),
    ...(note ? [say.note(note)] : []),
    ...(step.status === 'refunded' && request.refundReference
      ? [say.refundReference(request.refundReference)]
      : []),
    say.follow(returnsUrl),
  ];
  return {
    to,
    subject: say.subject(what, status),
    text: lines.join('\n'),
    html: `<!doctype html><html lang="${words.language}"><body>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</body></html>`,
  };
}
