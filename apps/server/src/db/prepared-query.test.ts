import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-app.test-kit';
import type { Db, Dialect } from './database';
import { PreparedQuery } from './prepared-query';

describe('prepared queries', () => {
  let db: Db;
  let dialect: Dialect;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dialect, drop } = await openTestDatabase());
    await db
      .insertInto('appSecrets')
      .values([
        { name: 'a', value: 'one' },
        { name: 'b', value: 'two' },
        { name: 'c', value: 'three' },
      ])
      .execute();
  });
  afterAll(() => drop());

  it('binds new values to the SQL built once, per shape, constants kept', async () => {
    let builds = 0;
    const byName = new PreparedQuery((db: Db, [first, second]: readonly string[], key) => {
      builds++;
      let query = db.selectFrom('appSecrets').select('value').where('name', 'in', [first!, second!]);
      if (key === 'not c') query = query.where('name', '!=', 'c');
      return query.orderBy('value');
    });
    expect(await byName.execute(db, 'all', ['a', 'b'])).toEqual([{ value: 'one' }, { value: 'two' }]);
    expect(await byName.execute(db, 'all', ['c', 'x'])).toEqual([{ value: 'three' }]);
    expect(await byName.execute(db, 'not c', ['c', 'b'])).toEqual([{ value: 'two' }]);
    expect(await byName.execute(db, 'not c', ['a', 'c'])).toEqual([{ value: 'one' }]);
    expect(builds).toBe(2);
  });

  it('refuses a query that writes a value into its SQL instead of binding it', async () => {
    const literal = new PreparedQuery((db: Db, [name]: readonly string[]) =>
      db.selectFrom('appSecrets').select('value').where('name', '=', sql.lit(name!)),
    );
    await expect(literal.execute(db, 'one', ['a'])).rejects.toThrow(/bind its values/);
  });

  it('never reads inside a transaction another call holds open, and waits for it on SQLite', async () => {
    const valueOf = new PreparedQuery((db: Db, [name]: readonly string[]) =>
      db.selectFrom('appSecrets').select('value').where('name', '=', name!),
    );
    let read: Promise<{ value: string }[]> | undefined;
    await db.transaction().execute(async (tx) => {
      await tx.insertInto('appSecrets').values({ name: 'd', value: 'four' }).execute();
      read = valueOf.execute(db, 'one', ['d']);
      await tx.updateTable('appSecrets').set({ value: 'FOUR' }).where('name', '=', 'd').execute();
    });
    // SQLite has one connection: the read runs after the commit. PostgreSQL reads on another.
    if (dialect === 'sqlite') expect(await read).toEqual([{ value: 'FOUR' }]);
    else expect(await read).not.toEqual([{ value: 'four' }]);
  });

  it('runs a statement that answers no rows, and answers none', async () => {
    const rename = new PreparedQuery((db: Db, [value, name]: readonly string[]) =>
      db.updateTable('appSecrets').set({ value: value! }).where('name', '=', name!),
    );
    expect(await rename.execute(db, 'one', ['THREE', 'c'])).toEqual([]);
    expect(await db.selectFrom('appSecrets').select('value').where('name', '=', 'c').execute()).toEqual([
      { value: 'THREE' },
    ]);
  });
});
