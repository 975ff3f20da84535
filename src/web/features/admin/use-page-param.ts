import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The list page kept in the address (?page=2), so a reload or the back button keeps the admin's place. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const setPage = useCallback(
    (next: number) => {
      setParams(next > 1 ? { page: String(next) } : {});
      window.scrollTo(0, 0);
    },
    [setParams],
  );
  return [page, setPage];
}
