import type { FastifyReply } from 'fastify';
import { z } from 'zod';

// How a route answers with a PDF the shop drew (an invoice, shipping labels).

/** Documented as what it is: a PDF file, not JSON (fastify sends the buffer as it is). */
export const pdfAnswer = (description: string) => ({
  200: { description, content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } },
});

/** A PDF opened in the browser gets a page's security headers, not those of a JSON answer (security.ts). */
export const PDF_DOCUMENT = { document: true };

/** Sends the file, never cached: it carries a customer's name and address. */
export function sendPdf(
  reply: FastifyReply,
  file: { name: string; bytes: Buffer; disposition?: 'inline' | 'attachment' },
) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `${file.disposition ?? 'inline'}; filename="${file.name}"`)
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}
