import type { SQL } from 'drizzle-orm';
import { PgDialect, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import { madeOncePer } from '../made-once-per';
import type { DbOrTx } from './client';

// A statement on a hot path (placing an order, reading the session of every logged-in request), written once with
// `sql.placeholder` for its values. Its SQL text is built once, when the module loads, not on every request: at 20
// shoppers at once, Drizzle building a checkout's queries was about a third of the server's time. On PostgreSQL it
// runs as a named prepared statement, so each connection parses and plans it once. Drizzle does the same for its
// query builders (`.prepare(name)`); this is that for a statement written with `sql`, on the database or inside a
// transaction alike. Values are what the driver sends: JSON as a string, times as ISO strings.

const dialect = new PgDialect();

export type PreparedRunner<Values extends Record<string, unknown>, Row> = (
  db: DbOrTx,
  values: Values,
) => Promise<Row[]>;

/** `name` must be unique in the server: PostgreSQL keeps one text per name and connection. */
export function preparedStatement<Values extends Record<string, unknown>, Row = Record<string, unknown>>(
  name: string,
  statement: SQL,
): PreparedRunner<Values, Row> {
  const query = dialect.sqlToQuery(statement);
  // One prepared query per session: the database's for good, a transaction's for that transaction.
  const preparedIn = madeOncePer((session: DbOrTx['_']['session']) =>
    session.prepareQuery<PreparedQueryConfig>(query, undefined, name, false),
  );
  return async (db, values) => {
    const result = (await preparedIn(db._.session).execute(values)) as { rows: Row[] };
    return result.rows;
  };
}

/**
 * A query builder's prepared query (Drizzle's `.prepare(name)`, with `sql.placeholder` for its values), made once
 * for each database or transaction it is asked for, so that reads on a hot path build nothing per request.
 */
export function preparedQuery<Query>(make: (db: DbOrTx) => Query): (db: DbOrTx) => Query {
  return madeOncePer(make);
}
