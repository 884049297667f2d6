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
});
