import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseMigratedTo, storedUser } from '../../testing/migration.test-kit';
import { indexUnindexed } from './note-search.store';
import { notesPage } from './notes.store';

describe('migration 0028: collections counted, and (PostgreSQL) each search entry knowing its owner', () => {
  const at = databaseMigratedTo('0023-account-imports');

  const collection = (id: string, userId: string) => ({
    id,
    userId,
    name: id,
    nameKey: id,
    questions: '[]',
    createdAt: 0,
  });
  // A note as 0023 stored it, in a collection, about cinnamon buns.
  const note = (id: string, userId: string, notesCollectionId: string) => {
    const plain = { displayInList: 0, answersFor: null, answers: null, searchKey: null, createdAt: 5 };
    return {
      id,
      userId,
      notesCollectionId,
      name: `Fika ${id}`,
      body: 'kanelbulle',
      effectiveDate: '2026-11-20',
      ...plain,
    };
  };

  it('counts the notes of every collection made before, and finds notes searched for before', async () => {
    const { db, dialect } = at;
    await db
      .insertInto('users')
      .values([storedUser('ann'), storedUser('bob')])
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
    await at.migrateOn();
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
