import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyTestDatabase } from '../../testing/test-app.test-kit';
import type { Db, Dialect } from '../database';
import { migrateToLatest, migratorFor } from '../migrate';

describe('migration 0004: preferences stored before they had bounds', () => {
  let db: Db;
  let dialect: Dialect;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dialect, drop } = await openEmptyTestDatabase());
    const { error } = await (await migratorFor(db, dialect)).migrateTo('0003-heartbeats');
    if (error) throw error;
  });
  afterAll(() => drop());

  const user = (id: string, preferences: string) => ({
    id,
    username: id,
    usernameKey: id,
    passwordHash: 'x',
    preferences,
    totpEnabled: 0,
    createdAt: 0,
  });

  it('drops the values out of bounds and keeps the rest as stored', async () => {
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
    await migrateToLatest(db, dialect);
    const rows = await db.selectFrom('users').select(['id', 'preferences']).orderBy('id').execute();
    expect(Object.fromEntries(rows.map((row) => [row.id, JSON.parse(row.preferences) as unknown]))).toEqual({
      broken: {},
      deep: { theme: 'dark' },
      fine: JSON.parse(kept),
      huge: { language: 'se' },
    });
  });
});
