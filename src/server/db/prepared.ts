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
