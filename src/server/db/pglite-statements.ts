import { Mutex, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { DatabaseError, serialize } from 'pg-protocol';
import {
  CommandCompleteMessage,
  DataRowMessage,
  ParameterDescriptionMessage,
  RowDescriptionMessage,
  type BackendMessage,
} from 'pg-protocol/dist/messages';
import { Parser } from 'pg-protocol/dist/parser';

/**
 * The embedded database as Drizzle's client, each statement parsed once
 * (docs/decisions/0083-embedded-statements-parsed-once.md).
 *
 * PGlite's own `query` makes six calls into its WebAssembly PostgreSQL for every statement (parse, describe,
 * bind, describe, execute, sync), and PostgreSQL parses the statement anew each time. Here a statement with
 * parameters is parsed once under a name and then run in one call (bind, execute, sync): a lookup by primary key
 * 190–205 µs → 35 µs. PGlite runs one statement at a time inside the shop's own thread, so this is the shop's CPU.
 * After five runs PostgreSQL may keep one plan for any values, as it does for any named statement; a full-text
 * match, whose best plan depends on its words, is parsed and planned anew every time.
 * Of PGlite only its public API is used (`execProtocolRawStream`, `runExclusive`, `transaction`, its type parsers
 * and serializers); the protocol's messages are written and read by node-postgres's `pg-protocol`.
 */

/** How many named statements PostgreSQL keeps; the least recently used is closed beyond it. */
export const NAMED_STATEMENTS_KEPT = 300;

/** Drizzle's PGlite driver calls these two, on the database and on a transaction. */
export interface PgliteQueries {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}
export interface PgliteStatementClient extends PgliteQueries {
  transaction<T>(callback: (transaction: PgliteQueries) => Promise<T>): Promise<T>;
}

interface Field {
  name: string;
  dataTypeID: number;
}

type RunStatement = (
  text: string,
  params: unknown[],
  options: QueryOptions | undefined,
  outsideTransaction: boolean,
) => Promise<Results>;

interface NamedStatement {
  name: string;
  parameterTypes: number[];
  fields: Field[];
}

/** PostgreSQL refuses a statement whose table changed its columns since it was named (SQLSTATE 0A000). */
const RESULT_TYPE_CHANGED = '0A000';

/**
 * A full-text match is parsed and planned with its words every time: its best plan (the full-text index, or a walk
 * of the newest products until enough match) depends on them, and a plan made once for any words chose badly.
 */
const PLANNED_WITH_ITS_VALUES = /@@/;

const EXECUTE_AND_SYNC = Buffer.concat([serialize.execute({}), serialize.sync()]);

export function pgliteStatementClient(pglite: PGlite): PgliteStatementClient {
  // A transaction, or one statement outside any, at a time: a statement asked outside a transaction must not
  // run inside another caller's open one (PGlite's own query waits for its transactions the same way).
  const oneAtATime = new Mutex();
  const named = new Map<string, NamedStatement>();
  const toClose: string[] = [];
  let namesGiven = 0;

  /**
   * PostgreSQL's answer, read by node-postgres's protocol parser: PGlite's own copies every value of every row
   * into an ArrayBuffer of its own before decoding it, which was a fifth of an orders export's time.
   */
  async function send(message: Buffer, outsideTransaction: boolean): Promise<BackendMessage[]> {
    const parser = new Parser();
    const messages: BackendMessage[] = [];
    await pglite.execProtocolRawStream(message, {
      syncToFs: outsideTransaction,
      // The chunk is a view of PostgreSQL's memory, reused once this returns: the parser keeps a copy.
      onRawData: (chunk) => parser.parse(Buffer.from(chunk), (answer) => messages.push(answer)),
    });
    const error = messages.find((answer) => answer instanceof DatabaseError);
    if (error) throw error;
    return messages;
  }

  async function nameStatement(text: string, outsideTransaction: boolean): Promise<NamedStatement> {
    const name = `s${++namesGiven}`;
    const closing = toClose.splice(0).map((old) => serialize.close({ type: 'S', name: old }));
    const messages = await send(
      Buffer.concat([
        ...closing,
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      outsideTransaction,
    );
    const statement: NamedStatement = { name, parameterTypes: [], fields: [] };
    for (const message of messages) {
      if (message instanceof ParameterDescriptionMessage) {
        statement.parameterTypes = message.dataTypeIDs;
      } else if (message instanceof RowDescriptionMessage) {
        statement.fields = fieldsOf(message);
      }
    }
    named.set(text, statement);
    if (named.size > NAMED_STATEMENTS_KEPT) {
      const [oldestText, oldest] = named.entries().next().value as [string, NamedStatement];
      named.delete(oldestText);
      toClose.push(oldest.name);
    }
    return statement;
  }

  const runNamed: RunStatement = async (text, params, options, outside) => {
    let statement = named.get(text);
    if (statement) {
      // Most recently used last, so the first entry is the one to close when the map is full.
      named.delete(text);
      named.set(text, statement);
    } else {
      statement = await nameStatement(text, outside);
    }
    const values = valuesFor(params, statement.parameterTypes, options);
    try {
      const messages = await send(
        Buffer.concat([serialize.bind({ statement: statement.name, values }), EXECUTE_AND_SYNC]),
        outside,
      );
      return resultOf(messages, statement.fields, options);
    } catch (error) {
      if ((error as { code?: string }).code === RESULT_TYPE_CHANGED) {
        named.delete(text);
        toClose.push(statement.name);
      }
      throw error;
    }
  };

  const runUnnamed: RunStatement = async (text, params, options, outside) => {
    let values: (string | null)[] = [];
    let parse = serialize.parse({ text });
    if (params.length > 0) {
      // The values are written as their types say, which PostgreSQL tells once the statement is parsed.
      const described = await send(
        Buffer.concat([parse, serialize.describe({ type: 'S' }), serialize.sync()]),
        outside,
      );
      const types = described.find((message) => message instanceof ParameterDescriptionMessage);
      values = valuesFor(params, types?.dataTypeIDs ?? [], options);
      parse = Buffer.alloc(0);
    }
    const messages = await send(
      Buffer.concat([parse, serialize.bind({ values }), serialize.describe({ type: 'P' }), EXECUTE_AND_SYNC]),
      outside,
    );
    const description = messages.find((message) => message instanceof RowDescriptionMessage);
    return resultOf(messages, description ? fieldsOf(description) : [], options);
  };

  function run<T>(text: string, params: unknown[] = [], options: QueryOptions | undefined, outside: boolean) {
    // PGlite's query lock, which its own statements and transactions take around each call too.
    return pglite.runExclusive(
      () =>
        (params.length === 0 || PLANNED_WITH_ITS_VALUES.test(text)
          ? runUnnamed(text, params, options, outside)
          : runNamed(text, params, options, outside)) as Promise<Results<T>>,
    );
  }

  /** The values as text, each written as PostgreSQL's described type of its parameter says. */
  function valuesFor(params: unknown[], types: readonly number[], options: QueryOptions | undefined) {
    return params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const type = types[index];
      const serializer =
        type === undefined ? undefined : (options?.serializers?.[type] ?? pglite.serializers[type]);
      return serializer ? serializer(param) : String(param);
    });
  }

  function resultOf(messages: unknown[], fields: Field[], options: QueryOptions | undefined): Results {
    const parsers = fields.map(
      ({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? pglite.parsers[dataTypeID],
    );
    const asArrays = options?.rowMode === 'array';
    const rows: unknown[] = [];
    const result: Results = { rows: rows as Results['rows'], fields, affectedRows: 0 };
    for (const message of messages) {
      if (message instanceof DataRowMessage) {
        const values = message.fields.map((value, index) => {
          const parse = parsers[index];
          return value === null || !parse ? value : parse(value, fields[index]!.dataTypeID);
        });
        rows.push(
          asArrays ? values : Object.fromEntries(fields.map((field, index) => [field.name, values[index]])),
        );
      } else if (message instanceof CommandCompleteMessage) {
        const words = message.text.split(' ');
        const count = Number.parseInt(words[words.length - 1]!, 10);
        result.command = words[0];
        if (!Number.isNaN(count)) {
          result.rowCount = count;
          if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(words[0]!))
            result.affectedRows = count;
        }
      }
    }
    return result;
  }

  return {
    query: (text, params, options) => oneAtATime.runExclusive(() => run(text, params, options, true)),
    transaction: (callback) =>
      oneAtATime.runExclusive(() =>
        pglite.transaction((transaction) =>
          callback({
            query: (text, params, options) => {
              if (transaction.closed) throw new Error('Transaction is closed');
              return run(text, params, options, false);
            },
          }),
        ),
      ),
  };
}

function fieldsOf(description: RowDescriptionMessage): Field[] {
  return description.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID }));
}
