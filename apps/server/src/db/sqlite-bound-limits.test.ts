import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-app.test-kit';
import type { Db } from './database';
import { rowsColumn, rowsOfColumn } from './json-rows';
import type { Database } from './schema';
import { castBoundLimits } from './sqlite-bound-limits';

/** Kysely's own SQLite compiler without a database: the SQL text the statement cache is handed. */
const compiler = new Kysely<Database>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});
const secretsOf = (db: Kysely<Database>) => db.selectFrom('appSecrets').select('name').orderBy('name');
const rewritten = (query: { compile: () => { sql: string } }) => castBoundLimits(query.compile().sql);

describe('limits bound so SQLite does not plan with them: the SQL text', () => {
  it('casts a limit', () => {
    expect(rewritten(secretsOf(compiler).limit(2))).toBe(
      'select "name" from "appSecrets" order by "name" limit cast(? as integer)',
    );
  });

  it('casts an offset', () => {
    expect(rewritten(secretsOf(compiler).offset(1))).toBe(
      'select "name" from "appSecrets" order by "name" offset cast(? as integer)',
    );
  });

  it('casts a limit and its offset', () => {
    expect(rewritten(secretsOf(compiler).limit(2).offset(1))).toBe(
      'select "name" from "appSecrets" order by "name" limit cast(? as integer) offset cast(? as integer)',
    );
  });

  it("casts a subquery's limit and leaves its other placeholders", () => {
    const inner = secretsOf(compiler).where('value', '=', 'x').limit(3);
    const query = compiler.selectFrom(inner.as('page')).selectAll().where('name', '!=', 'y').limit(1);
    expect(rewritten(query)).toBe(
      'select * from (select "name" from "appSecrets" where "value" = ? order by "name" limit cast(? as integer))' +
        ' as "page" where "name" != ? limit cast(? as integer)',
    );
  });

  it('leaves "limit ?" inside a literal, a quoted name or a comment as it is', () => {
    const literal = compiler
      .selectFrom('appSecrets')
      .select(sql<string>`${sql.lit("it's limit ? and offset ?")}`.as('limit ?'))
      .where('value', '=', sql.lit('limit ?'))
      .limit(5);
    expect(rewritten(literal)).toBe(
      `select 'it''s limit ? and offset ?' as "limit ?" from "appSecrets" where "value" = 'limit ?'` +
        ' limit cast(? as integer)',
    );
    const commented = 'select 1 -- limit ?\n/* offset ? */ limit ?';
    expect(castBoundLimits(commented)).toBe('select 1 -- limit ?\n/* offset ? */ limit cast(? as integer)');
  });

  it('leaves SQL without a bound limit the same string, and a written-in limit as written', () => {
    const plain = 'select "name" from "appSecrets" where "value" = ?';
    expect(castBoundLimits(plain)).toBe(plain);
    expect(castBoundLimits('select 1 limit 10')).toBe('select 1 limit 10');
    expect(castBoundLimits('select "a" as "xlimit ?" limit ?1')).toBe('select "a" as "xlimit ?" limit ?1');
  });
});

describe('limits bound so SQLite does not plan with them: reading', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await openTestDatabase());
    const names = ['a', 'b', 'c', 'd', 'e'];
    await db
      .insertInto('appSecrets')
      .values(names.map((name) => ({ name, value: `value ${name}` })))
      .execute();
  });
  afterAll(() => drop());

  it('answers each page a kept statement is run for, and a subquery its limit', async () => {
    const page = (offset: number) =>
      secretsOf(db)
        .limit(2)
        .offset(offset)
        .execute()
        .then((rows) => rows.map((row) => row.name));
    expect(await page(0)).toEqual(['a', 'b']);
    expect(await page(2)).toEqual(['c', 'd']);
    expect(await page(4)).toEqual(['e']);
    expect(await page(1)).toEqual(['b', 'c']);
    const inner = (limit: number) => secretsOf(db).limit(limit);
    for (const limit of [3, 1]) {
      const [row] = await db.selectNoFrom([rowsColumn(db, inner(limit), 'names')]).execute();
      expect(rowsOfColumn<{ name: string }>(row!.names).map((each) => each.name)).toEqual(
        ['a', 'b', 'c'].slice(0, limit),
      );
    }
  });
});
