import { z } from 'zod';

/** A whole number from a query string, or the fallback when it is missing or not a number. */
export const queryInt = (fallback: number) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((value) => {
      const n = typeof value === 'number' ? value : Number.parseInt(value ?? '', 10);
      return Number.isFinite(n) ? Math.trunc(n) : fallback;
    });

/** ?page=&limit= for paged lists: anything unreadable falls back to the default, and both are clamped. */
export function pageQuery(defaultLimit: number, maxLimit = 50) {
  return z.object({
    page: queryInt(1).transform((n) => Math.min(100_000, Math.max(1, n))),
    limit: queryInt(defaultLimit).transform((n) => Math.min(maxLimit, Math.max(1, n))),
  });
}
