/** Page arithmetic for every paged list: at least one page, the requested page clamped into range. */
export function paginate(totalItems: number, page: number, limit: number) {
  const totalPages = Math.max(1, Math.ceil(totalItems / limit));
  const currentPage = Math.min(Math.max(Math.trunc(page) || 1, 1), totalPages);
  return { totalPages, currentPage, offset: (currentPage - 1) * limit };
}
