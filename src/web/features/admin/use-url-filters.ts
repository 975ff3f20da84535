import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters kept in the address (?q=…&status=…), so a reload, a shared link or the back button keeps
 * them. Changing a filter goes back to page 1.
 */
export function useUrlFilters<K extends string>(
  keys: readonly K[],
): [Record<K, string>, (next: Partial<Record<K, string>>) => void] {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const update = useCallback(
    (next: Partial<Record<K, string>>) => {
      setParams(
        (current) => {
          const result = new URLSearchParams(current);
          result.delete('page');
          for (const [key, value] of Object.entries(next) as Array<[K, string | undefined]>) {
            if (value && value.trim()) result.set(key, value.trim());
            else result.delete(key);
          }
          return result;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [values, update];
}

/** The filters as a query string for the API, leaving out empty ones. */
export function filterQuery(values: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  return params.toString();
}
