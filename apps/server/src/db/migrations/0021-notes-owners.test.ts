import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseMigratedTo, storedUser } from '../../testing/migration.test-kit';

describe('migration 0021: notes written before owners kept a count and a search slot', () => {
  const at = databaseMigratedTo('0018-idempotency-keys');

  const note = (id: string, userId: string, searchKey: number, name: string) => ({
    id,
    userId,
    notesCollectionId: `c-${userId}`,
    name,
    body: 'body',
    effectiveDate: '2026-11-20',
    displayInList: 0,
    answersFor: null,
    answers: null,
    searchKey: at.dialect === 'sqlite' ? searchKey : null,
    createdAt: 0,
  });

  it('counts each owner’s notes and keeps every note findable in its owner’s range', async () => {
    const { db } = at;
    await db
      .insertInto('users')
      .values([storedUser('ann'), storedUser('bob'), storedUser('eve')])
      .execute();
    const notes = [note('n1', 'ann', 1, 'äpple'), note('n2', 'bob', 2, 'äpple'), note('n3', 'ann', 3, 'päron')];
    await db.insertInto('notes').values(notes).execute();
    if (at.dialect === 'sqlite') {
      for (const { searchKey, name, body } of notes) {
        await sql`insert into "notesSearch" (rowid, name, body) values (${searchKey}, ${name}, ${body})`.execute(db);
      }
    }
    await at.migrateOn();
    const owners = await db.selectFrom('notesOwners').select(['userId', 'noteCount']).orderBy('userId').execute();
    expect(owners.map((row) => [row.userId, Number(row.noteCount)])).toEqual([
      ['ann', 2],
      ['bob', 1],
    ]);
    if (at.dialect === 'postgres') return;
    const slot = await db.selectFrom('notesOwners').select('searchSlot').where('userId', '=', 'ann').executeTakeFirst();
    const range = { from: Number(slot!.searchSlot) * 2 ** 32, to: (Number(slot!.searchSlot) + 1) * 2 ** 32 };
    const found = await sql<{ rowid: number }>`select rowid from "notesSearch" where "notesSearch" match 'äpple'
      and rowid >= ${range.from} and rowid < ${range.to}`.execute(db);
    const keyed = await db.selectFrom('notes').select('searchKey').where('id', '=', 'n1').executeTakeFirstOrThrow();
    expect(found.rows.map((row) => Number(row.rowid))).toEqual([Number(keyed.searchKey)]);
    const all = await sql<{ n: number }>`select count(*) as n from "notesSearch"`.execute(db);
    expect(Number(all.rows[0]!.n)).toBe(3);
  });
});
