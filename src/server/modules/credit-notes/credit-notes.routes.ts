import { z } from 'zod';
import { idSchema } from '../../../contract/ids';
import { RETURN_MESSAGES } from '../../../contract/messages';
import { documentPdfRoutes } from '../../pdf/document-routes';
import { renderCreditNotePdf } from './credit-note-pdf';
import { findCreditNote } from './credit-notes.service';

// A refunded return's credit note as a PDF: the shopper's own (/user/returns/{id}/credit-note), any for the shop.
const { shopper, admin } = documentPdfRoutes({
  path: '/returns/:id/credit-note',
  params: z.object({ id: idSchema(RETURN_MESSAGES.returnNotFound) }),
  description: 'The GST credit note of the refunded return as a PDF document.',
  find: (db, { id }, userId) => findCreditNote(db, id, userId),
  file: (note) => ({
    name: `credit-note-${note.number.replace(/\//g, '-')}.pdf`,
    bytes: renderCreditNotePdf(note),
  }),
});

export const creditNoteRoutes = shopper;
export const adminCreditNoteRoutes = admin;
