import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `column = any($1::uuid[])`: whether a uuid column is one of `ids`, with the ids bound as ONE array parameter.
 * For lists that grow with the data (an export's batch of 2,000 orders, their lines' products): drizzle's `inArray`
 * binds one parameter per id, and building, sending and parsing a statement of 500–3,000 parameters was about a
 * tenth of an orders export (docs/decisions/0075-id-lists-as-one-array.md). Small fixed lists keep `inArray`.
 */
export function idIn(column: PgColumn, ids: readonly string[]): SQL {
  return sql`${column} = any(${sql.param(ids)}::uuid[])`;
}
