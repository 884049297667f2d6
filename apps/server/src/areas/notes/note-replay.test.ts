import { describe, expect, it } from 'vitest';
import type { User } from '@ordna/contract/auth';
import type { NotesPage } from '@ordna/contract/notes';
import { as, body, signUp } from '../../testing/test-app.test-kit';
import { useTestApp } from '../../testing/use-test-app.test-kit';
import { notesClient, type NotesClient } from './notes.test-kit';

/**
 * A note saved offline is sent again, with its Idempotency-Key, until an answer comes back
 * (docs/architecture.md, "The write queue"): a send whose answer was lost must not make a second note.
 */
let ann: User;
let notes: NotesClient;
const t = useTestApp(async ({ app }) => {
  ann = await signUp(app);
  notes = notesClient(app, ann);
});

const saveNote = (notesCollectionId: string, key: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/note',
    headers: { ...as(ann), 'idempotency-key': key },
    payload: { notesCollectionId, name: 'Written on the train', body: 'offline', effectiveDate: '2026-11-26' },
  });

const countIn = async (notesCollectionId: string) =>
  (await notes.get<NotesPage>(`/note?notesCollectionId=${notesCollectionId}`)).data.notes.length;

describe('POST /note with an Idempotency-Key', () => {
  it('makes one note when the same save is sent again, answering the first answer', async () => {
    const { _id } = await notes.collection('Train');
    const first = await saveNote(_id, 'note-save-1');
    const again = await saveNote(_id, 'note-save-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(body(again).data).toEqual(body(first).data);
    expect(await countIn(_id)).toBe(1);
  });

  it('makes one note when the same save arrives twice at once', async () => {
    const { _id } = await notes.collection('Cellar');
    const answers = await Promise.all([1, 2].map(() => saveNote(_id, 'note-save-2')));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(await countIn(_id)).toBe(1);
  });
});
