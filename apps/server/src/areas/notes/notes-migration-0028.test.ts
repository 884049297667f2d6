import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyTestDatabase } from '../../testing/test-app.test-kit';
import type { Db, Dialect } from '../../db/database';
import { migrateToLatest, migratorFor } from '../../db/migrate';
import { indexUnindexed } from './note-search.store';
import { notesPage } from './notes.store';

describe('migration 0028: collections counted, and (PostgreSQL) each search entry knowing its owner', () => {
  let db: Db;
  let dialect: Dialect;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dialect, drop } = await openEmptyTestDatabase());
    const { error } = await (await migratorFor(db, dialect)).migrateTo('0023-account-imports');
    if (error) throw error;
  });
  afterAll(() => drop());

  const user = (id: string) => ({
    id,
    username: id,
    usernameKey: id,
    passwordHash: 'x',
    preferences: '{}',
    totpEnabled: 0,
    createdAt: 0,
  });
  const collection = (id: string, userId: string) => ({
    id,
    userId,
    name: id,
    nameKey: id,
    questions: '[]',
    createdAt: 0,
  });
  const note = (id: string, userId: string, notesCollectionId: string) => ({
    id,
    userId,
    notesCollectionId,
    name: `Fika ${id}`,
    body: 'kanelbulle',
    effectiveDate: '2026-11-20',
    displayInList: 0,
    answersFor: null,
    answers: null,
    searchKey: null,
    createdAt: 5,
  });

  it('counts the notes of every collection made before, and finds notes searched for before', async () => {
    await db
      .insertInto('users')
      .values([user('ann'), user('bob')])
      .execute();
    await db
      .insertInto('notesCollections')
      .values([collection('journal', 'ann'), collection('empty', 'ann'), collection('bobs', 'bob')])
      .execute();
    await db
      .insertInto('notes')
      .values([note('n1', 'ann', 'journal'), note('n2', 'ann', 'journal'), note('n3', 'bob', 'bobs')])
      .execute();
    // Their search entries as written before 0028 (PostgreSQL: the vector without its owner).
    if (dialect === 'postgres') {
      await sql`update notes set "searchVector" =
        setweight(to_tsvector('simple', lower(name)), 'A') || setweight(to_tsvector('simple', lower(body)), 'B')`.execute(
        db,
      );
    } else {
      for (const userId of ['ann', 'bob']) await indexUnindexed(db, dialect, userId);
    }
    await migrateToLatest(db, dialect);
    const counts = await db.selectFrom('notesCollections').select(['id', 'noteCount']).orderBy('id').execute();
    expect(counts.map((row) => ({ ...row, noteCount: Number(row.noteCount) }))).toEqual([
      { id: 'bobs', noteCount: 1 },
      { id: 'empty', noteCount: 0 },
      { id: 'journal', noteCount: 2 },
    ]);
    const found = await notesPage(
      db,
      dialect,
      { scope: { personId: 'ann' }, words: ['kanel'] },
      { offset: 0, limit: 25 },
      'ann',
    );
    expect(found.rows.map((row) => row.id).sort()).toEqual(['n1', 'n2']);
    expect(found.total).toBe(2);
  });
});
