import { INVOICE_MESSAGES } from '../../contract/messages';

interface InvoiceLinkProps {
  /** The API path of the PDF, without /api: /user/orders/{id}/invoice or /admin/orders/{id}/invoice. */
  path: string;
  invoiceNumber: string | null;
  className?: string;
}

/** "Download invoice", once the order has shipped and has an invoice number; nothing before. */
export function InvoiceLink({ path, invoiceNumber, className = '' }: InvoiceLinkProps) {
  if (!invoiceNumber) return null;
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
