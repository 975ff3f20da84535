import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A row that came back as JSON (`row_to_json` of a data-modifying CTE's RETURNING), read into the same shape Drizzle
 * gives a select: keys by the schema's property names, values through each column's own mapping (dates, jsonb,
 * arrays). Lets a write of several tables be one statement and still hand back typed rows.
 */
export function rowFromJson<T extends PgTable>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
