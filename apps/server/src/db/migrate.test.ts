import { afterAll, describe, expect, it } from 'vitest';
import { openEmptyTestDatabase } from '../testing/test-app.test-kit';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations';

describe('migrations', () => {
  const opened: Awaited<ReturnType<typeof openEmptyTestDatabase>>[] = [];
  afterAll(async () => {
    for (const database of opened) await database.drop();
  });

  it('bring a fresh database up to date even when another one beside it already is', async () => {
    // On PostgreSQL these are two schemas of one database, as test files and shared hosts have.
    const first = await openEmptyTestDatabase();
    opened.push(first);
    await migrateToLatest(first.db, first.dialect);
    const second = await openEmptyTestDatabase();
    opened.push(second);
    await migrateToLatest(second.db, second.dialect);

    const users = await second.db.selectFrom('users').select('id').execute();
    expect(users).toEqual([]);
    const applied = await second.db
      .selectFrom('kysely_migration' as never)
      .selectAll()
      .execute();
    expect(applied).toHaveLength(Object.keys(migrations).length);
  });

  it('is a no-op when run again', async () => {
    const database = opened[0]!;
    await expect(migrateToLatest(database.db, database.dialect)).resolves.toBeUndefined();
  });
});
