import { PAGINATION } from '../../../contract/messages';
import { Pagination } from '../../components/pagination';

/** 'prev', 'Page X of Y', 'Next' under the admin tables; hidden when there is one page. */
export function AdminPagination(props: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}) {
  return (
    <Pagination
      {...props}
      previousLabel={PAGINATION.adminPrevious}
      nextLabel={PAGINATION.next}
      className="mt-6"
    />
  );
}
