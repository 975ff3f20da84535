import { z } from 'zod';

/** Every id the shop gives out is a UUID (PostgreSQL's `uuid`): hex digits in groups of 8-4-4-4-12, either case. */
const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string can name something the shop stores, checked before it reaches a `uuid` column. */
export const isId = (value: string): boolean => ID_PATTERN.test(value);

/**
 * An id in a path or a body, refused with the caller's own text ('Order not found.', 'Address not found.', …): a
 * malformed id is answered as an unknown one is (a path parameter that fails is a 404, plugins/error-handler.ts).
 */
export const idSchema = (message: string) => z.string({ error: message }).regex(ID_PATTERN, message);
