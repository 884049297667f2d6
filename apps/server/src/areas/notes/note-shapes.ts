import {
  NOTE_LIST_BODY_MAX,
  NOTE_PREVIEW_MAX,
  type Note,
  type NoteListItem,
  type NotesCollection,
} from '@ordna/contract/notes';
import type { ShareRole } from '@ordna/contract/sharing';
import { excerptOf, highlightsOf } from './note-search-words';
import type { CollectionRow } from './notes-collections.store';
import type { NoteRow } from './notes.store';

/** Rows as the API answers them: `_id`, booleans, and bodies cut to what a list shows. */

export function noteAnswerOf(row: NoteRow, contextIds: readonly string[]): Note {
  return {
    _id: row.id,
    notesCollectionId: row.notesCollectionId,
    name: row.name,
    body: row.body,
    effectiveDate: row.effectiveDate,
    createdAt: row.createdAt,
    displayInList: row.displayInList === 1,
    contextIds: [...contextIds],
    ...(row.answers && { answers: row.answers }),
  };
}

/** A note in a list: all of its body (bounded) when shown in the list, else its start; matches marked. */
export function listItemOf(row: NoteRow, contextIds: readonly string[], words: readonly string[]): NoteListItem {
  const { answers: _answers, ...note } = noteAnswerOf(row, contextIds);
  const excerpt = excerptOf(row.body, note.displayInList ? NOTE_LIST_BODY_MAX : NOTE_PREVIEW_MAX, words);
  return {
    ...note,
    body: excerpt.text,
    bodyTruncated: excerpt.truncated,
    ...(words.length > 0 && {
      nameHighlights: highlightsOf(row.name, words),
      bodyHighlights: highlightsOf(excerpt.text, words),
    }),
  };
}

export function collectionAnswerOf(
  row: CollectionRow & { shareId?: string | null; role?: ShareRole | null; ownerName?: string | null },
): NotesCollection {
  return {
    _id: row.id,
    name: row.name,
    createdAt: row.createdAt,
    questions: row.questions,
    ...(row.shareId &&
      row.role && { sharedBy: { shareId: row.shareId, role: row.role, ownerName: row.ownerName ?? '' } }),
  };
}
