import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NAMED_STATEMENTS_KEPT,
  pgliteStatementClient,
  type PgliteStatementClient,
} from './pglite-statements';

let pglite: PGlite;
let client: PgliteStatementClient;

beforeAll(async () => {
  pglite = await PGlite.create();
  client = pgliteStatementClient(pglite);
  await pglite.exec(`
    create table things (
      id uuid primary key default gen_random_uuid(),
      name text not null unique,
      price numeric(10, 2),
      tags text[] not null default '{}',
      details jsonb,
      active boolean not null default true,
      made_at timestamptz not null default '2026-11-28T10:00:00Z'
    )`);
});
afterAll(() => pglite.close());

const names = async () =>
  (await client.query<{ name: string }>('select name from things order by name')).rows.map((row) => row.name);

describe('the embedded statements client', () => {
  it('answers as PGlite’s own query does, in rows of either shape, with every type the shop stores', async () => {
    await client.query('delete from things');
    const insert =
      'insert into things (name, price, tags, details, active) values ($1, $2, $3, $4, $5) returning id';
    const inserted = await client.query(insert, [
      'frock',
      '499.50',
      ['party', 'girls'],
      { sizes: [2, 3] },
      false,
    ]);
    expect(inserted).toMatchObject({ affectedRows: 1, command: 'INSERT', rowCount: 1 });
    await client.query(insert, ['kurta', null, [], null, true]);

    const select =
      'select id, name, price, tags, details, active, made_at from things where name = any($1) order by name';
    const params = [['frock', 'kurta']];
    // Drizzle's PGlite driver keeps dates as PostgreSQL's text, as this does.
    const options = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };
    for (const rowMode of ['array', 'object'] as const) {
      const ours = await client.query(select, params, { ...options, rowMode });
      const theirs = await pglite.query(select, params, { ...options, rowMode });
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
    }
    const [frock] = (await client.query<Record<string, unknown>>(select, [['frock']])).rows;
    expect(frock).toMatchObject({
      price: '499.50',
      tags: ['party', 'girls'],
      details: { sizes: [2, 3] },
      active: false,
    });
    expect(frock!.made_at).toEqual(new Date('2026-11-28T10:00:00Z'));

    expect(await client.query('update things set active = $1', [true])).toMatchObject({ affectedRows: 2 });
    expect(await client.query('delete from things where name = $1', ['none'])).toMatchObject({
      affectedRows: 0,
    });
  });

  it('parses a statement with parameters once, and closes the least recently used beyond those it keeps', async () => {
    const text = 'select count(*)::int as n from things where name <> $1';
    await client.query(text, ['a']);
    await client.query(text, ['b']);
    const named = (statement: string) =>
      pglite.query('select name from pg_prepared_statements where statement = $1', [statement]);
    expect((await named(text)).rows).toHaveLength(1);

    for (let i = 0; i <= NAMED_STATEMENTS_KEPT; i++) await client.query(`select $1::int + ${i} as n`, [i]);
    const { rows } = await pglite.query<{ n: number }>(
      'select count(*)::int as n from pg_prepared_statements',
    );
    // The one over the limit is closed with the next statement named.
    expect(rows[0]!.n).toBeLessThanOrEqual(NAMED_STATEMENTS_KEPT + 1);
    expect((await named(text)).rows).toHaveLength(0);
    expect((await client.query<{ n: number }>('select $1::int + 1 as n', [41])).rows[0]!.n).toBe(42);
  });

  it('plans a full-text match with its words every time, never under a name', async () => {
    await client.query('delete from things');
    await client.query('insert into things (name, tags) values ($1, $2), ($3, $4)', [
      'pink party frock',
      ['girls'],
      'blue kurta',
      ['boys'],
    ]);
    const text = `select name from things where to_tsvector('simple', name) @@ plainto_tsquery('simple', $1)
      and tags && $2 order by name`;
    for (const [words, tags, found] of [
      ['frock', ['girls'], ['pink party frock']],
      ['kurta', ['girls', 'boys'], ['blue kurta']],
      ['kurta', ['girls'], []],
    ] as const) {
      const { rows } = await client.query<{ name: string }>(text, [words, tags]);
      expect(rows.map((row) => row.name)).toEqual(found);
    }
    const named = await pglite.query('select 1 from pg_prepared_statements where statement = $1', [text]);
    expect(named.rows).toHaveLength(0);
  });

  it('never runs a statement asked outside a transaction inside another caller’s open one', async () => {
    await client.query('delete from things');
    let reopen!: () => void;
    const gate = new Promise<void>((resolve) => (reopen = resolve));
    // The outside statement is asked only once the transaction is open and has written: asked before, it would run
    // first whatever the client does, and the test would pass without testing anything.
    let opened!: () => void;
    const written = new Promise<void>((resolve) => (opened = resolve));
    const undone = client.transaction(async (transaction) => {
      await transaction.query('insert into things (name) values ($1)', ['in the undone transaction']);
      opened();
      await gate;
      throw new Error('undo');
    });
    await written;
    const outside = client.query('insert into things (name) values ($1)', ['outside']);
    reopen();
    await expect(undone).rejects.toThrow('undo');
    await outside;
    expect(await names()).toEqual(['outside']);
  });

  it('runs a transaction’s statements asked together, and commits them', async () => {
    await client.query('delete from things');
    await client.transaction((transaction) =>
      Promise.all(
        ['a', 'b', 'c'].map((name) => transaction.query('insert into things (name) values ($1)', [name])),
      ),
    );
    expect(await names()).toEqual(['a', 'b', 'c']);
  });

  it('reports PostgreSQL’s errors with their code and goes on answering, in and out of transactions', async () => {
    await client.query('delete from things');
    await client.query('insert into things (name) values ($1)', ['taken']);
    const duplicate = client.query('insert into things (name) values ($1)', ['taken']);
    await expect(duplicate).rejects.toMatchObject({ code: '23505', constraint: 'things_name_key' });

    const failed = client.transaction(async (transaction) => {
      await transaction.query('insert into things (name) values ($1)', ['kept?']);
      await transaction.query('insert into things (name) values ($1)', ['taken']);
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    expect(await names()).toEqual(['taken']);

    const typo = 'selec name from things where name = $1';
    await expect(client.query(typo, ['taken'])).rejects.toMatchObject({ code: '42601' });
    await expect(client.query(typo, ['taken'])).rejects.toMatchObject({ code: '42601' });
    expect((await client.query('select name from things where name = $1', ['taken'])).rows).toHaveLength(1);
  });

  it('names a statement again when its table’s columns changed under it', async () => {
    await client.query('create table changing (id int primary key)');
    await client.query('insert into changing values (1)');
    const text = 'select * from changing where id = $1';
    expect((await client.query(text, [1])).rows).toEqual([{ id: 1 }]);
    await client.query('alter table changing add column note text');
    // PostgreSQL refuses the named statement once (its rows would have another shape); the next call renames it.
    await expect(client.query(text, [1])).rejects.toMatchObject({ code: '0A000' });
    expect((await client.query(text, [1])).rows).toEqual([{ id: 1, note: null }]);
  });
});
