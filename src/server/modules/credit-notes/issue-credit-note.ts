import { eq } from 'drizzle-orm';
import {
  buildCreditNote,
  platformFeeLineIndex,
  type CreditedLineInput,
  type IssuedCreditNote,
} from '../../../contract/credit-note';
import { CREDIT_NOTE_DOCUMENT } from '../../../contract/messages';
import type { DbOrTx } from '../../db/client';
import { creditNotes, orderItems, orders, returnItems, type returnRequests } from '../../db/schema';
import { sortItems } from '../orders/order-view';
import { takeDocumentNumber } from '../invoices/gst-document-series';

/**
 * Issues the GST credit note of a return, inside the transaction of its `refunded` step, when its order has a tax
 * invoice: the next number of the year's series, and the lines given back against the invoice's lines (the
 * invoice lists the order's items in `sortItems` order, then the platform fee). Earlier notes of the same order
 * are read under the order's lock, so two refunds of one order in parallel take turns and each line's tax adds up
 * to what the invoice charged. A return without an invoice (an exchange, or an order never invoiced) gets none.
 */
export async function issueCreditNote(
  tx: DbOrTx,
  request: typeof returnRequests.$inferSelect,
  now: Date,
): Promise<IssuedCreditNote | null> {
  if (request.kind !== 'return') return null;
  const [order] = await tx
    .select({ invoice: orders.invoice })
    .from(orders)
    .where(eq(orders.id, request.orderId))
    .for('update');
  const invoice = order?.invoice;
  if (!invoice) return null;
  // One after another: a transaction's statements never run together (docs/architecture.md, section 4).
  const ordered = await tx.select().from(orderItems).where(eq(orderItems.orderId, request.orderId));
  const returned = await tx.select().from(returnItems).where(eq(returnItems.returnId, request.id));
  const earlier = await tx
    .select({ note: creditNotes.note })
    .from(creditNotes)
    .where(eq(creditNotes.orderId, request.orderId));
  const sorted = sortItems(ordered);
  const creditedBefore = (index: number) =>
    earlier
      .flatMap((row) => row.note.lines)
      .filter((line) => line.invoiceLine === index)
      .reduce((sum, line) => sum + line.valuePaise, 0);
  const lines: CreditedLineInput[] = [];
  for (const item of returned) {
    const index = sorted.findIndex((line) => line.productId === item.productId && line.size === item.size);
    const invoiceLine = invoice.taxes.lines[index];
    if (!invoiceLine) continue;
    lines.push({
      invoiceLineIndex: index,
      invoiceLine,
      quantity: item.quantity,
      creditedBeforePaise: creditedBefore(index),
      valuePaise: item.refundPaise,
    });
  }
  const feeIndex = platformFeeLineIndex(invoice);
  if (request.refundPlatformFeePaise > 0 && feeIndex >= 0)
    lines.push({
      invoiceLineIndex: feeIndex,
      invoiceLine: invoice.taxes.lines[feeIndex]!,
      quantity: 1,
      creditedBeforePaise: creditedBefore(feeIndex),
      valuePaise: request.refundPlatformFeePaise,
    });
  lines.sort((a, b) => a.invoiceLineIndex - b.invoiceLineIndex);
  const note = buildCreditNote({
    number: await takeDocumentNumber(tx, 'creditNote', now),
    issuedAt: now,
    invoice,
    returnId: request.id,
    lines,
    title: CREDIT_NOTE_DOCUMENT.title,
  });
  await tx.insert(creditNotes).values({
    number: note.number,
    returnId: request.id,
    orderId: request.orderId,
    totalPaise: note.totals.totalPaise,
    issuedAt: now,
    note,
  });
  return note;
}
