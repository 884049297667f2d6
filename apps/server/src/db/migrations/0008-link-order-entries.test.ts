import { describe, expect, it } from 'vitest';
import { databaseMigratedTo, storedUser } from '../../testing/migration.test-kit';

describe('migration 0008: link order as side-bar entries', () => {
  const at = databaseMigratedTo('0007-time-list-indexes');

  const user = (id: string, preferences: unknown) => storedUser(id, JSON.stringify(preferences));

  it('drops the old list of texts and keeps entries and every other preference', async () => {
    const { db } = at;
    const entries = [{ kind: 'area', place: 'home', hidden: true }];
    await db
      .insertInto('users')
      .values([
        user('old', { theme: 'dark', linkOrder: ['/notes', '/time'] }),
        user('new', { linkOrder: entries }),
        user('none', { language: 'se' }),
      ])
      .execute();
    await at.migrateOn();
    const rows = await db.selectFrom('users').select(['id', 'preferences']).orderBy('id').execute();
    expect(Object.fromEntries(rows.map((row) => [row.id, JSON.parse(row.preferences) as unknown]))).toEqual({
      new: { linkOrder: entries },
      none: { language: 'se' },
      old: { theme: 'dark' },
    });
  });
});
