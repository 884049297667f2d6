import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { NotesCollection, NotesPage } from '@ordna/contract/notes';
import { NOTES_PAGE_SIZE } from '@ordna/contract/notes';
import { signUp } from '../../testing/test-app.test-kit';
import { useTestApp } from '../../testing/use-test-app.test-kit';
import { countNotesInCollections } from './collection-note-counts.store';
import { expectKeptCounts, keptAndCounted, notesClient, type NotesClient } from './notes.test-kit';

/**
 * A collection's page reads the count kept in the collection's row (migration 0028), so every
 * note write must keep it: a note written, moved, deleted, a collection's notes moved or deleted
 * with it, and moves of one note at the same time. Each check compares the pages shown with the
 * notes there are.
 */
const t = useTestApp();

async function person(): Promise<NotesClient> {
  return notesClient(t.app, await signUp(t.app));
}

async function pagesOf(client: NotesClient, collection: NotesCollection): Promise<number> {
  const answer = await client.get<NotesPage>(`/note?notesCollectionId=${collection._id}&pageNumber=1`);
  expect(answer.status).toBe(200);
  return answer.data.totalPages;
}

describe("a collection's kept count of notes", () => {
  it('follows notes written, moved and deleted, as the pages shown', async () => {
    const me = await person();
    const from = await me.collection('From');
    const to = await me.collection('To');
    const notes = [];
    for (let i = 0; i <= NOTES_PAGE_SIZE; i++) notes.push(await me.note(from._id, { name: `Note ${i}` }));
    for (let i = 0; i < NOTES_PAGE_SIZE; i++) await me.note(to._id, { name: `Other ${i}` });
    expect([await pagesOf(me, from), await pagesOf(me, to)]).toEqual([2, 1]);

    expect((await me.put('/note', { noteId: notes[0]!._id, notesCollectionId: to._id })).status).toBe(200);
    expect([await pagesOf(me, from), await pagesOf(me, to)]).toEqual([1, 2]);

    expect((await me.del(`/note?noteId=${notes[1]!._id}`)).status).toBe(200);
    expect((await me.del(`/note?noteId=${notes[0]!._id}`)).status).toBe(200);
    await expectKeptCounts(t.db, [from, to]);

    // The collection goes, its notes moved into the other: every one of them counts there now.
    expect((await me.del(`/notes-collection?notesCollectionId=${from._id}&moveNotesTo=${to._id}`)).status).toBe(200);
    expect(await pagesOf(me, to)).toBe(2);
    await expectKeptCounts(t.db, [to]);

    // A collection deleted with its notes takes nothing from another's count.
    const other = await me.collection('Other');
    await me.note(other._id, { name: 'Gone with it' });
    expect((await me.del(`/notes-collection?notesCollectionId=${other._id}&deleteNotes=true`)).status).toBe(200);
    await expectKeptCounts(t.db, [to]);
  });

  it("reads a collection's page count from the kept count, not by counting its notes", async () => {
    const me = await person();
    const collection = await me.collection('Kept');
    await me.note(collection._id, { name: 'One' });
    expect(await pagesOf(me, collection)).toBe(1);
    // The kept count says three pages' worth: the page must show what is kept, which only holds
    // when no count of the collection's notes is made on the way.
    await t.db
      .updateTable('notesCollections')
      .set({ noteCount: NOTES_PAGE_SIZE * 3 })
      .where('id', '=', collection._id)
      .execute();
    expect(await pagesOf(me, collection)).toBe(3);
  });

  it('stays right when one note is moved twice at once, to one place or to two', async () => {
    const me = await person();
    const [a, b, c] = [await me.collection('A'), await me.collection('B'), await me.collection('C')];
    const note = await me.note(a._id, { name: 'Restless' });
    await me.note(a._id, { name: 'Stays' });
    const move = (to: NotesCollection) => me.put('/note', { noteId: note._id, notesCollectionId: to._id });

    const same = await Promise.all([move(b), move(b)]);
    expect(same.map((answer) => answer.status)).toEqual([200, 200]);
    await expectKeptCounts(t.db, [a, b, c]);
    expect((await keptAndCounted(t.db, [a, b])).map((row) => row.kept).sort()).toEqual([1, 1]);

    // Each round, whichever move comes second wins; the counts follow it.
    for (const [first, second] of [
      [a, c],
      [b, a],
      [c, b],
    ] as const) {
      const apart = await Promise.all([move(first), move(second)]);
      expect(apart.map((answer) => answer.status)).toEqual([200, 200]);
      await expectKeptCounts(t.db, [a, b, c]);
    }
  });

  it('changes counts by any amount through one statement text, the change bound, and keeps them integers', async () => {
    const me = await person();
    const [a, b] = [await me.collection('A'), await me.collection('B')];
    // Every statement's SQL as the database receives it (one text is one prepared statement).
    const texts = new Set<string>();
    const recording = t.db.withPlugin({
      transformQuery: ({ node, queryId }) => {
        texts.add(t.db.getExecutor().compileQuery(node, queryId).sql);
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    for (const [toA, toB] of [
      [3, 1],
      [7, 4],
      [-2, -1],
    ]) {
      await countNotesInCollections(
        recording,
        new Map([
          [a._id, toA!],
          [b._id, toB!],
        ]),
      );
    }
    expect(texts.size).toBe(1);
    const kept = await t.db
      .selectFrom('notesCollections')
      .select(['id', 'noteCount'])
      .where('id', 'in', [a._id, b._id])
      .orderBy('noteCount', 'desc')
      .execute();
    expect(kept.map((row) => Number(row.noteCount))).toEqual([8, 4]);
    if (t.dialect === 'sqlite') {
      // better-sqlite3 binds a number as a REAL: the column's integer affinity must keep the sum whole.
      const { rows } = await sql<{ type: string }>`select distinct typeof("noteCount") as type from "notesCollections"
        where id in (${a._id}, ${b._id})`.execute(t.db);
      expect(rows).toEqual([{ type: 'integer' }]);
    }
  });
});
