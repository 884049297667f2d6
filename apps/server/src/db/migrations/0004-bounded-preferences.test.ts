import { describe, expect, it } from 'vitest';
import { databaseMigratedTo, storedUser } from '../../testing/migration.test-kit';

describe('migration 0004: preferences stored before they had bounds', () => {
  const at = databaseMigratedTo('0003-heartbeats');

  const user = (id: string, preferences: string) => storedUser(id, preferences);

  it('drops the values out of bounds and keeps the rest as stored', async () => {
    const { db } = at;
    let deep: unknown = 1;
    for (let i = 0; i < 50; i++) deep = { a: deep };
    const kept = JSON.stringify({ theme: 'dark', timeZone: 'Europe/Stockholm' });
    await db
      .insertInto('users')
      .values([
        user('deep', JSON.stringify({ theme: 'dark', deviceShutdownConfig: deep })),
        user('huge', JSON.stringify({ language: 'se', deviceShutdownConfig: { big: 'x'.repeat(100_000) } })),
        user('fine', kept),
        user('broken', 'not json'),
      ])
      .execute();
    await at.migrateOn();
    const rows = await db.selectFrom('users').select(['id', 'preferences']).orderBy('id').execute();
    expect(Object.fromEntries(rows.map((row) => [row.id, JSON.parse(row.preferences) as unknown]))).toEqual({
      broken: {},
      deep: { theme: 'dark' },
      fine: JSON.parse(kept),
      huge: { language: 'se' },
    });
  });
});
