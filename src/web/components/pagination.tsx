import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { useTexts } from '../lib/language/use-texts';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
}

/** 'Page X of Y' between previous and next; hidden when everything fits on one page. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  previousLabel: givenPrevious,
  nextLabel: givenNext,
  className = '',
}: PaginationProps) {
  const { PAGINATION, SCREEN_TEXT, pageOf } = useTexts();
  const previousLabel = givenPrevious ?? PAGINATION.previous;
  const nextLabel = givenNext ?? PAGINATION.next;
  if (totalPages <= 1) return null;
  const isFirst = page <= 1;
  const isLast = page >= totalPages;
  return (
    <nav
      aria-label={SCREEN_TEXT.pagination}
      className={`flex items-center justify-center gap-3 ${className}`}
    >
      <button
        type="button"
        className="btn-secondary min-h-10 px-4"
        disabled={isFirst}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeftIcon className="size-4" />
        {previousLabel}
      </button>
      <p className="min-w-24 text-center text-sm font-semibold text-ink" aria-live="polite">
        {pageOf(page, totalPages)}
      </p>
      <button
        type="button"
        className="btn-secondary min-h-10 px-4"
        disabled={isLast}
        onClick={() => onPageChange(page + 1)}
      >
        {nextLabel}
        <ChevronRightIcon className="size-4" />
      </button>
    </nav>
  );
}
