import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './database';
import { PreparedQuery } from './prepared-query';

/**
 * On PostgreSQL a query compiled once (PreparedQuery) is sent as a named statement, so each
 * connection parses and plans it once (db/named-statements-pool.ts); any other SQL stays unnamed.
 * Runs in the PostgreSQL pass (TEST_DATABASE_URL), on a pool of one connection so every
 * statement below shares one session.
 */
describe('named statements on PostgreSQL', () => {
  let db: Db;
  beforeAll(() => {
    db = openDatabase(process.env.TEST_DATABASE_URL!, { poolSize: 1 }).db;
  });
  afterAll(() => db.destroy());

  const preparedOnConnection = async (): Promise<string[]> =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows.map(
      (row) => row.statement,
    );

  it('prepares a compiled-once query once per connection and runs it with each call’s values', async () => {
    const numbers = new PreparedQuery((db: Db, [from, to]: readonly string[]) =>
      db
        .selectFrom(sql<{ n: number }>`generate_series(1, 5)`.as('s'))
        .select(sql<number>`s`.as('n'))
        .where(sql<boolean>`s between ${from}::int and ${to}::int`),
    );
    expect(await numbers.execute(db, 'all', ['2', '3'])).toEqual([{ n: 2 }, { n: 3 }]);
    expect(await numbers.execute(db, 'all', ['4', '9'])).toEqual([{ n: 4 }, { n: 5 }]);
    await sql`select ${'a one-off'}::text as once`.execute(db);

    const prepared = await preparedOnConnection();
    expect(prepared.filter((statement) => statement.includes('generate_series(1, 5)'))).toHaveLength(1);
    expect(prepared.some((statement) => statement.includes('a one-off') || statement.includes('as once'))).toBe(false);
  });

  const modeNow = async (): Promise<string> => {
    // A statement with a value, as a store's read: it must be planned with its values (plan_cache_mode auto).
    const read = await sql<{
      mode: string;
    }>`select current_setting('plan_cache_mode') as mode, ${1}::int as one`.execute(db);
    return read.rows[0]!.mode;
  };
  const genericList = new PreparedQuery(
    (db: Db, [from]: readonly string[]) =>
      db
        .selectFrom(sql<{ n: number }>`generate_series(1, 100)`.as('g'))
        .select(sql<number>`g`.as('n'))
        .where(sql<boolean>`g >= ${from}::int and g < 3`),
    'generic',
  );

  it('runs a statement marked generic with its generic plan from the first call, and other statements with their values', async () => {
    expect(await genericList.execute(db, 'all', ['2'])).toEqual([{ n: 2 }]);
    expect(await genericList.execute(db, 'all', ['1'])).toEqual([{ n: 1 }, { n: 2 }]);
    const plans = await sql<{ generic_plans: number; custom_plans: number }>`
      select generic_plans, custom_plans from pg_prepared_statements where statement like '%generate_series(1, 100)%'`.execute(
      db,
    );
    expect(plans.rows).toEqual([{ generic_plans: 2, custom_plans: 0 }]);
    expect(await modeNow()).toBe('auto');
  });

  it('plans with their values again after a transaction that switched the mode rolled back', async () => {
    await genericList.execute(db, 'all', ['1']);
    // Inside the transaction the read with a value resets the mode; the rollback undoes that reset.
    await expect(
      db.transaction().execute(async (tx) => {
        expect(
          await sql<{ mode: string }>`select current_setting('plan_cache_mode') as mode, ${1}::int as one`.execute(tx),
        ).toMatchObject({ rows: [{ mode: 'auto' }] });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await modeNow()).toBe('auto');
  });

  it('names a read with values from its second run, and prepares it again when a migration changes what it returns', async () => {
    await sql`create table "namedAgain" (a int)`.execute(db);
    try {
      await sql`insert into "namedAgain" values (1)`.execute(db);
      const read = () => sql<Record<string, number>>`select * from "namedAgain" where a = ${1}`.execute(db);
      const named = async () =>
        (await preparedOnConnection()).filter((statement) => statement.includes('"namedAgain"'));
      await read();
      expect(await named()).toHaveLength(0);
      await read();
      expect(await named()).toHaveLength(1);
      await sql`alter table "namedAgain" add column b int default 2`.execute(db);
      expect((await read()).rows).toEqual([{ a: 1, b: 2 }]);
    } finally {
      await sql`drop table "namedAgain"`.execute(db);
    }
  });
});
