import { NOTE_TAGS_LISTED_MAX } from '@ordna/contract/notes';
// The notes tables join Database by augmentation wherever this store is compiled from.
import type {} from './notes.tables';
import type { Db } from '../../db/database';
import { hashtagsOf } from '../../lib/markdown-hashtags';
import { sharedThingIds } from '../sharing/public';

/**
 * A note's #tags in `noteTags` (migration 0022), kept by the notes store in each write's own
 * transaction: the note's rows are replaced after its row was written (on PostgreSQL that write
 * holds the note's lock, so of two saves at once the later one's tags stay), and go with it.
 */

/** Sets the note's tags from its body (call it in the write's transaction, after the note's row). */
export async function tagNote(
  tx: Db,
  note: { id: string; userId: string; body: string; createdAt: number },
): Promise<void> {
  await tx.deleteFrom('noteTags').where('noteId', '=', note.id).execute();
  const rows = hashtagsOf(note.body).map(({ tag, key }) => ({
    userId: note.userId,
    noteId: note.id,
    tagKey: key,
    tag,
    createdAt: note.createdAt,
  }));
  if (rows.length > 0) await tx.insertInto('noteTags').values(rows).execute();
}

/** Removes the tags of notes about to be deleted (same transaction). */
export async function forgetNoteTags(tx: Db, ownerId: string, noteIds: readonly string[]): Promise<void> {
  if (noteIds.length === 0) return;
  await tx.deleteFrom('noteTags').where('userId', '=', ownerId).where('noteId', 'in', noteIds).execute();
}

/** The tags of the person's next 500 notes holding a `#` after id `after`; answers the last id, null at the end. */
export async function tagNotesAfter(tx: Db, userId: string, after: string): Promise<string | null> {
  const notes = await tx
    .selectFrom('notes')
    .select(['id', 'userId', 'body', 'createdAt'])
    .where('userId', '=', userId)
    .where('id', '>', after)
    .where('body', 'like', '%#%')
    .orderBy('id')
    .limit(500)
    .execute();
  for (const note of notes) await tagNote(tx, { ...note, createdAt: Number(note.createdAt) });
  return notes.length === 0 ? null : notes[notes.length - 1]!.id;
}

/** Which notes' tags are counted: one collection of an owner, or all a person sees. */
export type TagsScope = { ownerId: string; notesCollectionId: string } | { personId: string };

interface Written {
  tagKey: string;
  tag: string;
  count: number | string;
  first: number | string;
}

/**
 * The tags of the notes in scope with how many notes carry each, the most used first (then by
 * name), at most NOTE_TAGS_LISTED_MAX; each shown as the oldest note wrote it. All a person sees
 * is their own notes' tags and those of notes in collections shared with them, as the notes list.
 */
export async function tagCounts(db: Db, scope: TagsScope): Promise<Array<{ tag: string; count: number }>> {
  const groups: Array<Promise<Written[]>> = [];
  if ('personId' in scope) {
    groups.push(
      db
        .selectFrom('noteTags')
        .select((eb) => [
          'tagKey',
          'tag',
          eb.fn.countAll<number | string>().as('count'),
          eb.fn.min<number | string>('createdAt').as('first'),
        ])
        .where('userId', '=', scope.personId)
        .groupBy(['tagKey', 'tag'])
        .execute(),
    );
  }
  const joined = db
    .selectFrom('noteTags')
    .innerJoin('notes', 'notes.id', 'noteTags.noteId')
    .whereRef('notes.userId', '=', 'noteTags.userId');
  const narrowed =
    'personId' in scope
      ? joined.where('notes.notesCollectionId', 'in', sharedThingIds(db, scope.personId, 'notesCollection'))
      : joined
          .where('noteTags.userId', '=', scope.ownerId)
          .where('notes.notesCollectionId', '=', scope.notesCollectionId);
  groups.push(
    narrowed
      .select((eb) => [
        'noteTags.tagKey',
        'noteTags.tag',
        eb.fn.countAll<number | string>().as('count'),
        eb.fn.min<number | string>('noteTags.createdAt').as('first'),
      ])
      .groupBy(['noteTags.tagKey', 'noteTags.tag'])
      .execute(),
  );
  return mergeForms((await Promise.all(groups)).flat());
}

/** One entry a key: the counts of its written forms summed, shown as the oldest form. */
function mergeForms(rows: readonly Written[]): Array<{ tag: string; count: number }> {
  const byKey = new Map<string, { tag: string; count: number; first: number }>();
  for (const row of rows) {
    const first = Number(row.first);
    const known = byKey.get(row.tagKey);
    if (!known) {
      byKey.set(row.tagKey, { tag: row.tag, count: Number(row.count), first });
      continue;
    }
    known.count += Number(row.count);
    if (first < known.first || (first === known.first && row.tag < known.tag)) {
      known.tag = row.tag;
      known.first = first;
    }
  }
  return [...byKey.entries()]
    .sort(([keyA, a], [keyB, b]) => b.count - a.count || (keyA < keyB ? -1 : keyA > keyB ? 1 : 0))
    .slice(0, NOTE_TAGS_LISTED_MAX)
    .map(([, { tag, count }]) => ({ tag, count }));
}
