import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Generated } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { CACHED_SQL_MAX_LENGTH, CachingSqliteDatabase, willRepeat } from './statement-cache';

describe('SQLite prepared-statement cache', () => {
  let cache: CachingSqliteDatabase;
  afterEach(() => cache.close());

  it('prepares a statement once and hands the same one back', () => {
    cache = new CachingSqliteDatabase(new SQLite(':memory:'));
    const first = cache.prepare('select 1 as one');
    expect(cache.prepare('select 1 as one')).toBe(first);
    expect(cache.prepare('select 2 as two')).not.toBe(first);
    expect(cache.size).toBe(2);
  });

  it('prepares a bound limit and offset cast, kept under the SQL Kysely wrote', () => {
    cache = new CachingSqliteDatabase(new SQLite(':memory:'));
    const written = 'select value from (select 1 as value union all select 2) order by value limit ? offset ?';
    const statement = cache.prepare(written);
    expect(statement.source).toBe(
      'select value from (select 1 as value union all select 2) order by value limit cast(? as integer) offset cast(? as integer)',
    );
    expect(cache.prepare(written)).toBe(statement);
    expect(statement.all(1, 1)).toEqual([{ value: 2 }]);
  });

  it('keeps at most its capacity, dropping the least recently used', () => {
    cache = new CachingSqliteDatabase(new SQLite(':memory:'), 3);
    const kept = cache.prepare('select 0');
    for (let n = 1; n <= 10; n++) {
      cache.prepare(`select ${n}`);
      // Used again and again, so never the least recent one.
      expect(cache.prepare('select 0')).toBe(kept);
    }
    expect(cache.size).toBe(3);
    const ten = cache.prepare('select 10');
    expect(cache.prepare('select 10')).toBe(ten);
    cache.prepare('select 1');
    expect(cache.size).toBe(3);
  });

  it('does not keep one-off statements longer than the limit', () => {
    cache = new CachingSqliteDatabase(new SQLite(':memory:'));
    const long = `select 1 ${' '.repeat(CACHED_SQL_MAX_LENGTH)}`;
    expect(cache.prepare(long)).not.toBe(cache.prepare(long));
    expect(cache.size).toBe(0);
  });

  it('keeps a long statement that is known to run again (a query compiled once)', () => {
    cache = new CachingSqliteDatabase(new SQLite(':memory:'));
    const long = `select 2 ${' '.repeat(CACHED_SQL_MAX_LENGTH)}`;
    willRepeat(long);
    expect(cache.prepare(long)).toBe(cache.prepare(long));
    expect(cache.size).toBe(1);
  });

  it('answers through Kysely as before: reads, writes, transactions and schema changes', async () => {
    cache = new CachingSqliteDatabase(new SQLite(':memory:'));
    const db = new Kysely<{ items: { id: Generated<number>; name: string } }>({
      dialect: new SqliteDialect({ database: cache }),
    });
    await db.schema
      .createTable('items')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text')
      .execute();
    for (const name of ['a', 'b', 'c']) {
      const result = await db.insertInto('items').values({ name }).executeTakeFirst();
      expect(result.numInsertedOrUpdatedRows).toBe(1n);
    }
    const named = (name: string) => db.selectFrom('items').select('id').where('name', '=', name).executeTakeFirst();
    expect(await named('b')).toEqual({ id: 2 });
    expect(await named('c')).toEqual({ id: 3 });
    await db
      .transaction()
      .execute(async (tx) => {
        await tx.updateTable('items').set({ name: 'x' }).where('id', '=', 1).execute();
        throw new Error('undo');
      })
      .catch(() => undefined);
    expect(await named('a')).toEqual({ id: 1 });
    await sql`alter table items add column extra text default 'e'`.execute(db);
    expect(await db.selectFrom('items').selectAll().where('id', '=', 1).executeTakeFirst()).toEqual({
      id: 1,
      name: 'a',
      extra: 'e',
    });
    await db.destroy();
  });
});
