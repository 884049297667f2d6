import { expect } from 'vitest';
import type { Note, NotesCollection, NotesPage } from '@ordna/contract/notes';
import type { Db } from '../../db/database';
import { personClient } from '../../testing/people.test-kit';

/** The notes tests' client: the shared one, with the few calls every notes test makes. */
export function notesClient(...args: Parameters<typeof personClient>) {
  const client = personClient(...args);
  return {
    ...client,
    async collection(name: string, questions?: string[]): Promise<NotesCollection> {
      const answer = await client.post<NotesCollection>('/notes-collection', { name, ...(questions && { questions }) });
      if (answer.status !== 201) throw new Error(`collection: ${answer.status} ${answer.message}`);
      return answer.data;
    },
    async note(notesCollectionId: string, fields: { name: string; body?: string; effectiveDate?: string }) {
      const answer = await client.post<Note>('/note', { notesCollectionId, effectiveDate: '2026-11-20', ...fields });
      if (answer.status !== 201) throw new Error(`note: ${answer.status} ${answer.message}`);
      return answer.data;
    },
    /** Shares one of the person's collections with `username`, answering the share's id. */
    async share(notesCollectionId: string, username: string, role: 'viewer' | 'editor'): Promise<string> {
      const answer = await client.post<{ _id: string }>('/share', {
        kind: 'notesCollection',
        id: notesCollectionId,
        username,
        role,
      });
      if (answer.status !== 201) throw new Error(`share: ${answer.status} ${answer.message}`);
      return answer.data._id;
    },
    async search(text: string, extra = ''): Promise<NotesPage> {
      const answer = await client.get<NotesPage>(`/note?text=${encodeURIComponent(text)}${extra}`);
      if (answer.status !== 200) throw new Error(`search: ${answer.status} ${answer.message}`);
      return answer.data;
    },
  };
}

export type NotesClient = ReturnType<typeof notesClient>;

/** Every collection's kept count against its notes, counted. */
export async function keptAndCounted(db: Db, collections: readonly NotesCollection[]) {
  const rows = await db
    .selectFrom('notesCollections')
    .select((eb) => [
      'id',
      'noteCount',
      eb
        .selectFrom('notes')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('notes.notesCollectionId', '=', 'notesCollections.id')
        .as('counted'),
    ])
    .where(
      'id',
      'in',
      collections.map((c) => c._id),
    )
    .execute();
  return rows.map((row) => ({ id: row.id, kept: Number(row.noteCount), counted: Number(row.counted) }));
}

/** Each collection's kept count is the number of its notes. */
export async function expectKeptCounts(db: Db, collections: readonly NotesCollection[]): Promise<void> {
  const rows = await keptAndCounted(db, collections);
  expect(rows).toHaveLength(collections.length);
  for (const row of rows) expect(row).toEqual({ id: row.id, kept: row.counted, counted: row.counted });
}
