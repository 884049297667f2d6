import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyTestDatabase } from '../../testing/test-app.test-kit';
import type { Db, Dialect } from '../database';
import { migrateToLatest, migratorFor } from '../migrate';

describe('migration 0008: link order as side-bar entries', () => {
  let db: Db;
  let dialect: Dialect;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dialect, drop } = await openEmptyTestDatabase());
    const { error } = await (await migratorFor(db, dialect)).migrateTo('0007-time-list-indexes');
    if (error) throw error;
  });
  afterAll(() => drop());

  const user = (id: string, preferences: unknown) => ({
    id,
    username: id,
    usernameKey: id,
    passwordHash: 'x',
    preferences: JSON.stringify(preferences),
    totpEnabled: 0,
    createdAt: 0,
  });

  it('drops the old list of texts and keeps entries and every other preference', async () => {
    const entries = [{ kind: 'area', place: 'home', hidden: true }];
    await db
      .insertInto('users')
      .values([
        user('old', { theme: 'dark', linkOrder: ['/notes', '/time'] }),
        user('new', { linkOrder: entries }),
        user('none', { language: 'se' }),
      ])
      .execute();
    await migrateToLatest(db, dialect);
    const rows = await db.selectFrom('users').select(['id', 'preferences']).orderBy('id').execute();
    expect(Object.fromEntries(rows.map((row) => [row.id, JSON.parse(row.preferences) as unknown]))).toEqual({
      new: { linkOrder: entries },
      none: { language: 'se' },
      old: { theme: 'dark' },
    });
  });
});
