import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Note, NotesCollection } from '@ordna/contract/notes';
import { NOTE_BODY_MAX, NOTES_MAX, NOTES_TOTAL_MAX } from '@ordna/contract/notes/limits';
import { notesRefusals } from '@ordna/contract/notes/refusals';
import type { User } from '@ordna/contract/auth';
import { signUp } from '../../testing/test-app.test-kit';
import { useTestApp } from '../../testing/use-test-app.test-kit';
import { NOTE_TEXT_CHECKED_FROM } from './notes-room';
import { recountNotesOwned } from './notes-owners.store';
import { notesClient, type NotesClient } from './notes.test-kit';

/**
 * One person's notes are bounded by count and by characters together, like the vault, so one
 * account cannot fill the disk (docs/architecture.md, "Rules every area keeps"). The rows that
 * fill the room are written straight into the database; every write under test goes through the API.
 */
const t = useTestApp();

async function personWithCollection(): Promise<{ user: User; client: NotesClient; collection: NotesCollection }> {
  const user = await signUp(t.app);
  const client = notesClient(t.app, user);
  return { user, client, collection: await client.collection('Journal') };
}

/**
 * Gives the person `count` more notes of `bodyLength` characters each, without the API, in one
 * statement (a recursive count, which SQLite and PostgreSQL both run), and sets their kept note
 * count from the rows as a bulk load does.
 */
async function fill(userId: string, notesCollectionId: string, count: number, bodyLength = 0, tag = ''): Promise<void> {
  await sql`
    insert into notes (id, "userId", "notesCollectionId", name, body, "effectiveDate", "displayInList", "createdAt")
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count})
    select ${`f${tag}${userId.slice(0, 20)}-`} || i, ${userId}, ${notesCollectionId}, 'n', ${'x'.repeat(bodyLength)},
      '2026-11-20', 0, 0
    from n`.execute(t.db);
  await recountNotesOwned(t.db, t.dialect, userId);
}

describe("a person's room for notes", () => {
  it(`refuses note ${NOTES_MAX + 1} with a code of its own`, async () => {
    const { user, client, collection } = await personWithCollection();
    await fill(user._id, collection._id, NOTES_MAX - 2);
    const write = () =>
      client.post<Note>('/note', { notesCollectionId: collection._id, name: 'Last', effectiveDate: '2026-11-20' });
    const [first, second] = await Promise.all([write(), write()]);
    expect(first.status).toBe(201);
    // The second took the last place; of these two, one is refused.
    expect(second.status).toBe(201);
    const [third, fourth] = await Promise.all([write(), write()]);
    expect([third.status, fourth.status]).toEqual([400, 400]);
    expect(third).toMatchObject({ code: notesRefusals.tooManyNotes.code, message: notesRefusals.tooManyNotes.message });
    const count = await t.db
      .selectFrom('notes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', user._id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(NOTES_MAX);
  });

  it('gives back the places of deleted notes, one by one and a collection at once', async () => {
    const { user, client, collection } = await personWithCollection();
    const other = await client.collection('Other');
    const spare = await client.note(other._id, { name: 'Spare' });
    await client.note(other._id, { name: 'Spare too' });
    await fill(user._id, collection._id, NOTES_MAX - 2);
    const write = () =>
      client.post<Note>('/note', { notesCollectionId: collection._id, name: 'Again', effectiveDate: '2026-11-20' });
    expect((await write()).code).toBe(notesRefusals.tooManyNotes.code);
    expect((await client.del(`/note?noteId=${spare._id}`)).status).toBe(200);
    expect((await write()).status).toBe(201);
    expect((await write()).code).toBe(notesRefusals.tooManyNotes.code);
    expect((await client.del(`/notes-collection?notesCollectionId=${other._id}&deleteNotes=true`)).status).toBe(200);
    expect((await write()).status).toBe(201);
    expect((await write()).code).toBe(notesRefusals.tooManyNotes.code);
  });

  it('lets exactly one of three writes at once take the last place', async () => {
    const { user, client, collection } = await personWithCollection();
    await fill(user._id, collection._id, NOTES_MAX - 1);
    const write = () =>
      client.post<Note>('/note', { notesCollectionId: collection._id, name: 'Race', effectiveDate: '2026-11-20' });
    const answers = await Promise.all([write(), write(), write()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400]);
  });

  it('refuses a long note past the total text, new, changed or answers, and lets a note shrink', async () => {
    const { user, client, collection } = await personWithCollection();
    const kept = await client.note(collection._id, { name: 'Kept', body: 'short' });
    const used = 'Kept'.length + 'short'.length;
    // Leave room for exactly 3,000 more characters, in notes as long as a note may be.
    const room = 3_000;
    const free = NOTES_TOTAL_MAX - used - room;
    const whole = Math.floor(free / (1 + NOTE_BODY_MAX));
    await fill(user._id, collection._id, whole, NOTE_BODY_MAX, 'a');
    await fill(user._id, collection._id, 1, free - whole * (1 + NOTE_BODY_MAX) - 1, 'b');
    const full = { status: 400, code: notesRefusals.notesFull.code, message: notesRefusals.notesFull.message };
    const post = (name: string, length: number) =>
      client.post<Note>('/note', {
        notesCollectionId: collection._id,
        name,
        body: 'y'.repeat(length),
        effectiveDate: '2026-11-20',
      });

    expect(await post('A', room)).toMatchObject(full);
    expect(await client.put('/note', { noteId: kept._id, body: 'z'.repeat(room + 6) })).toMatchObject(full);
    expect((await client.put<Note>('/note', { noteId: kept._id, body: 'z'.repeat(room + 5) })).status).toBe(200);
    expect(await post('B', NOTE_TEXT_CHECKED_FROM)).toMatchObject(full);
    // A short note is bounded by the count alone, so reading every note is spared it.
    expect((await post('C', 100)).status).toBe(201);
    // A change that frees room is always taken.
    expect((await client.put<Note>('/note', { noteId: kept._id, body: '' })).status).toBe(200);
    expect((await post('D', NOTE_TEXT_CHECKED_FROM)).status).toBe(201);

    const asked = await client.post<NotesCollection>('/notes-collection', {
      name: 'Daily',
      questions: ['How was it?'],
    });
    const questionId = asked.data.questions[0]!._id;
    const answer = (text: string) =>
      client.put('/note-answers', {
        notesCollectionId: asked.data._id,
        date: '2026-11-20',
        answers: [{ questionId, answer: text }],
      });
    expect(await answer('w'.repeat(4_000))).toMatchObject(full);
    expect((await answer('fine')).status).toBe(200);
  });
});
