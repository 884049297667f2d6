import { useCallback, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { usePreferences } from '../../shared/use-preferences';
import { useToday } from '../../shared/clock';
import { useUpTo } from '../../shared/up-target';
import { readDraft } from './note-drafts';
import { useCollection } from './use-notes';
import { useNotesFilter } from './use-notes-filter';

/**
 * What /notes-collection/{id} shows and does (docs/architecture.md, "Complexity"): the collection,
 * whether the person may write in it, the day's answers open (`?answer=`), a new note being
 * written, and the list's filter (words, context, `?tag=`).
 */
export function useNotesCollectionPage() {
  const notesCollectionId = useParams().notesCollectionId ?? '';
  const { preferences } = usePreferences();
  const today = useToday(preferences.timeZone);
  const { collection, ...collections } = useCollection(notesCollectionId);
  const [search, setSearch] = useSearchParams();
  const notesFilter = useNotesFilter(notesCollectionId);
  // A new note's draft left by a reload or a failed save opens the editor again.
  const [writing, setWriting] = useState(() => readDraft({ newIn: notesCollectionId }) !== null);
  const answerDate = search.get('answer');
  useUpTo('/notes-collections');
  const setAnswerDate = useCallback(
    (date: string | null) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        if (date) next.set('answer', date);
        else next.delete('answer');
        return next;
      }),
    [setSearch],
  );
  return {
    notesCollectionId,
    collection,
    collections,
    /** Missing: the list is read and this id is not in it. */
    missing: collections.isSuccess && !collection,
    canWrite: !collection?.sharedBy || collection.sharedBy.role === 'editor',
    path: `/notes-collection/${encodeURIComponent(notesCollectionId)}`,
    today,
    answerDate,
    setAnswerDate,
    writing,
    setWriting,
    notesFilter,
  };
}

export type NotesCollectionPageState = ReturnType<typeof useNotesCollectionPage>;
