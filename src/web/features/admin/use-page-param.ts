import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The list page kept in the address (?page=2), so a reload or the back button keeps the admin's place. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const setPage = useCallback(
    (next: number) => {
      // Other parameters (a list's filters) stay as they are.
      setParams((current) => {
        const result = new URLSearchParams(current);
        if (next > 1) result.set('page', String(next));
        else result.delete('page');
        return result;
      });
      window.scrollTo(0, 0);
    },
    [setParams],
  );
  return [page, setPage];
}
