import { useTexts } from '../lib/language/use-texts';

interface CreditNoteLinkProps {
  /** The API path of the PDF, without /api: /user/returns/{id}/credit-note or /admin/returns/{id}/credit-note. */
  path: string;
  creditNoteNumber: string | null;
  className?: string;
}

/** "Download credit note", once a refunded return has reduced its order's tax invoice; nothing before. */
export function CreditNoteLink({ path, creditNoteNumber, className = '' }: CreditNoteLinkProps) {
  const { REFUND_TEXT } = useTexts();
  if (!creditNoteNumber) return null;
  return (
    <a
      href={`/api${path}`}
      download={`credit-note-${creditNoteNumber.replace(/\//g, '-')}.pdf`}
      className={`btn-secondary ${className}`}
      aria-label={`${REFUND_TEXT.downloadCreditNote} ${creditNoteNumber}`}
    >
      {REFUND_TEXT.downloadCreditNote}
      <span className="font-mono text-xs font-normal text-ink-soft">{creditNoteNumber}</span>
    </a>
  );
}
