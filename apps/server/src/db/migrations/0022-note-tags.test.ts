import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyTestDatabase } from '../../testing/test-app.test-kit';
import type { Db, Dialect } from '../database';
import { migrateToLatest, migratorFor } from '../migrate';

describe('migration 0022: notes written before tags were kept', () => {
  let db: Db;
  let dialect: Dialect;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dialect, drop } = await openEmptyTestDatabase());
    const { error } = await (await migratorFor(db, dialect)).migrateTo('0021-notes-owners');
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
  const note = (id: string, userId: string, body: string) => ({
    id,
    userId,
    notesCollectionId: `c-${userId}`,
    name: id,
    body,
    effectiveDate: '2026-11-20',
    displayInList: 0,
    answersFor: null,
    answers: null,
    searchKey: null,
    createdAt: 5,
  });

  it('reads the tags of every note already written, each under its owner', async () => {
    await db
      .insertInto('users')
      .values([user('ann'), user('bob')])
      .execute();
    const many = Array.from({ length: 600 }, (_, i) => note(`m${String(i).padStart(4, '0')}`, 'bob', `#bulk ${i}`));
    await db
      .insertInto('notes')
      .values([note('n1', 'ann', 'Dinner #Family `#code` #1'), note('n2', 'ann', 'no tags'), ...many.slice(0, 300)])
      .execute();
    await db.insertInto('notes').values(many.slice(300)).execute();
    await migrateToLatest(db, dialect);
    const ann = await db
      .selectFrom('noteTags')
      .select(['noteId', 'tagKey', 'tag', 'createdAt'])
      .where('userId', '=', 'ann')
      .execute();
    expect(ann.map((row) => ({ ...row, createdAt: Number(row.createdAt) }))).toEqual([
      { noteId: 'n1', tagKey: 'family', tag: 'Family', createdAt: 5 },
    ]);
    const bulk = await db
      .selectFrom('noteTags')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('userId', '=', 'bob')
      .where('tagKey', '=', 'bulk')
      .executeTakeFirstOrThrow();
    expect(Number(bulk.count)).toBe(600);
  });
});
