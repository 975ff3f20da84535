import { invoiceIsGivenOut, type OrderStatus } from '../../contract/order-status';
import { useTexts } from '../lib/language/use-texts';

interface InvoiceLinkProps {
  /** The API path of the PDF, without /api: /user/orders/{id}/invoice or /admin/orders/{id}/invoice. */
  path: string;
  invoiceNumber: string | null;
  /** A cancelled or returned order keeps its number but has no invoice to give out. */
  status: OrderStatus;
  className?: string;
}

/** "Download invoice", once the order has shipped and has an invoice number; nothing before, nor once it ended. */
export function InvoiceLink({ path, invoiceNumber, status, className = '' }: InvoiceLinkProps) {
  const { INVOICE_MESSAGES } = useTexts();
  if (!invoiceNumber || !invoiceIsGivenOut(status)) return null;
  return (
    <a
      href={`/api${path}`}
      download={`invoice-${invoiceNumber.replace(/\//g, '-')}.pdf`}
      className={`btn-secondary ${className}`}
      aria-label={`${INVOICE_MESSAGES.downloadInvoice} ${invoiceNumber}`}
    >
      {INVOICE_MESSAGES.downloadInvoice}
      <span className="font-mono text-xs font-normal text-ink-soft">{invoiceNumber}</span>
    </a>
  );
}
