import { expect, it } from 'vitest';
import type { Note, NotesCollection } from '@ordna/contract/notes';
import { signUp } from '../../testing/test-app.test-kit';
import { useTwoInstances } from '../../testing/use-test-app.test-kit';
import { expectKeptCounts, notesClient } from './notes.test-kit';

/**
 * Two server instances over one database, as behind a load balancer: a note moved through both at
 * once. Each move reads where the note is before it changes the collections' kept counts; the read
 * locks the note's row (PostgreSQL), so the later move sees where the earlier one put it and the
 * counts follow the note whichever instance took each move.
 */
const shared = useTwoInstances();

it('keeps the collections’ counts and the note’s collection right when two instances move one note at once', async () => {
  const user = await signUp(shared.apps[0]!);
  // One person, each call of a pair through its own instance.
  const first = notesClient(shared.apps[0]!, user);
  const second = notesClient(shared.apps[1]!, user);
  const [a, b, c] = [await first.collection('A'), await first.collection('B'), await first.collection('C')];
  const note = await first.note(a._id, { name: 'Restless' });
  await first.note(a._id, { name: 'Stays' });
  const move = (client: typeof first, to: NotesCollection) =>
    client.put('/note', { noteId: note._id, notesCollectionId: to._id });

  // Each round the note leaves where it is for one place through both instances, or two places.
  for (const [onFirst, onSecond] of [
    [b, b],
    [c, a],
    [a, a],
    [b, c],
    [c, c],
    [a, b],
  ] as const) {
    const answers = await Promise.all([move(first, onFirst), move(second, onSecond)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const where = (await second.get<Note>(`/note?noteId=${note._id}`)).data.notesCollectionId;
    expect([onFirst._id, onSecond._id]).toContain(where);
    await expectKeptCounts(shared.dbs[0]!, [a, b, c]);
  }
});
