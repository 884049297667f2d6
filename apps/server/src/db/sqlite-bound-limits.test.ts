import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-app.test-kit';
import type { Db } from './database';
import { rowsColumn, rowsOfColumn } from './json-rows';
import { sqliteBoundLimits } from './sqlite-bound-limits';

describe('limits bound so SQLite does not plan with them', () => {
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

  const secrets = () => db.selectFrom('appSecrets').select('name').orderBy('name');

  it('keeps each limit and offset a bound value, in the query and in its subqueries', () => {
    const inner = secrets().limit(2).offset(1);
    const query = db.selectNoFrom([rowsColumn(db, inner, 'names')]).withPlugin(sqliteBoundLimits);
    const { sql, parameters } = query.compile();
    expect(sql).not.toMatch(/(limit|offset) [?$]/);
    expect(sql).toMatch(/limit cast\([?$]\d* as integer\) offset cast\([?$]\d* as integer\)/);
    expect(parameters).toEqual([2, 1]);
  });

  it('answers the rows the limit and offset ask for', async () => {
    const paged = await secrets().limit(2).offset(1).withPlugin(sqliteBoundLimits).execute();
    expect(paged.map((row) => row.name)).toEqual(['b', 'c']);
    const inner = secrets().limit(3);
    const [row] = await db
      .selectNoFrom([rowsColumn(db, inner, 'names')])
      .withPlugin(sqliteBoundLimits)
      .execute();
    expect(rowsOfColumn<{ name: string }>(row!.names).map((each) => each.name)).toEqual(['a', 'b', 'c']);
  });
});
