import { is, Placeholder, sql } from 'drizzle-orm';
import { madeOncePer } from '../made-once-per';
import type { DbOrTx } from './client';

// A read on a hot path (the prices of a checkout, a shopper's saved address), written once with the query builder
// and `sql.placeholder` for its values and prepared with Drizzle's own `.prepare(name)`: its SQL text is built once,
// not on every request, and on PostgreSQL each connection parses and plans it once.

/**
 * A query builder's prepared query (Drizzle's `.prepare(name)`, with `sql.placeholder` for its values), made once
 * for each database or transaction it is asked for, so that reads on a hot path build nothing per request.
 * `name` must be unique in the server: PostgreSQL keeps one text per name and connection.
 */
export function preparedQuery<Query>(make: (db: DbOrTx) => Query): (db: DbOrTx) => Query {
  return madeOncePer(make);
}

/**
 * A statement's values as placeholders: `bind(value)` stands for the value in the statement and records it under
 * the placeholder's name, so that statements built the same way have the same text whatever their values, and one
 * prepared statement runs them all (`runPreparedByText`). Inline (`INLINE_VALUES`), each value is bound into the
 * statement itself, as Drizzle does by default, and PostgreSQL plans the statement with it.
 */
export interface StatementValues {
  bind<T>(value: T): T | Placeholder;
  /** The values bound so far, by placeholder name. */
  readonly values: Record<string, unknown>;
}

export const INLINE_VALUES: StatementValues = { bind: (value) => value, values: {} };

export function placeholderValues(): StatementValues {
  const values: Record<string, unknown> = {};
  let count = 0;
  return {
    bind(value) {
      const name = `v${count++}`;
      values[name] = value;
      return sql.placeholder(name);
    },
    values,
  };
}

/** How many statement texts a database keeps prepared; beyond it a statement runs unnamed, planned for its values. */
const PREPARED_TEXTS_KEPT = 32;

/** What `runPreparedByText` needs of a query builder (a select of Drizzle's). */
interface PreparableQuery<Result> {
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Result> };
  execute(values?: Record<string, unknown>): Promise<Result>;
}

const preparedByTextOf = madeOncePer(
  (_db: DbOrTx) => new Map<string, { execute(values?: Record<string, unknown>): Promise<unknown> }>(),
);

/**
 * Runs a statement built with all its values as placeholders (`placeholderValues`) as the prepared statement of its
 * text, prepared with Drizzle's own `.prepare(name)` the first time the text is seen: on PostgreSQL each connection
 * parses it once, and after five runs may keep one plan for any values. For a statement whose best plan does not
 * depend on its values (src/server/modules/catalog/search.service.ts says which). A value bound into the statement
 * would be run again with the next statement of the same text, so one is refused.
 */
export async function runPreparedByText<Result>(
  db: DbOrTx,
  query: PreparableQuery<Result>,
  { values }: StatementValues,
  namePrefix: string,
): Promise<Result> {
  const { sql: text, params } = query.toSQL();
  if (params.some((param) => !is(param, Placeholder)))
    throw new Error(`${namePrefix}: a value is bound into a statement prepared for any values`);
  const byText = preparedByTextOf(db);
  let prepared = byText.get(text) as
    { execute(values?: Record<string, unknown>): Promise<Result> } | undefined;
  if (!prepared) {
    if (byText.size >= PREPARED_TEXTS_KEPT) return query.execute(values);
    prepared = query.prepare(`${namePrefix}_${byText.size + 1}`);
    byText.set(text, prepared);
  }
  return prepared.execute(values);
}
