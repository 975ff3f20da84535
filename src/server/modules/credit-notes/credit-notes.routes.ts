import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { IssuedCreditNote } from '../../../contract/credit-note';
import { idSchema } from '../../../contract/ids';
import { RETURN_MESSAGES } from '../../../contract/messages';
import { PDF_DOCUMENT, pdfAnswer, sendPdf } from '../../pdf/pdf-reply';
import { currentUser, requireAdmin, requireUser } from '../../plugins/session';
import { renderCreditNotePdf } from './credit-note-pdf';
import { findCreditNote } from './credit-notes.service';

const IdParams = z.object({ id: idSchema(RETURN_MESSAGES.returnNotFound) });
const PdfAnswer = pdfAnswer('The GST credit note of the refunded return as a PDF document.');

async function sendCreditNote(reply: FastifyReply, note: IssuedCreditNote) {
  const name = `credit-note-${note.number.replace(/\//g, '-')}.pdf`;
  return sendPdf(reply, { name, bytes: await renderCreditNotePdf(note) });
}

/** The shopper's own refunded return's credit note as a PDF. */
export const creditNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const db = app.deps.database.db;
  app.get(
    '/user/returns/:id/credit-note',
    { config: PDF_DOCUMENT, schema: { params: IdParams, response: PdfAnswer } },
    async (request, reply) =>
      sendCreditNote(reply, await findCreditNote(db, request.params.id, currentUser(request).id)),
  );
};

/** Any return's credit note as a PDF, for the shop. */
export const adminCreditNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  const db = app.deps.database.db;
  app.get(
    '/admin/returns/:id/credit-note',
    { config: PDF_DOCUMENT, schema: { params: IdParams, response: PdfAnswer } },
    async (request, reply) => sendCreditNote(reply, await findCreditNote(db, request.params.id)),
  );
};
