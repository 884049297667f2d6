import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useUpTo } from '../../shared/up-target';
import { readDraft } from './note-drafts';
import { useNote } from './use-note';
import { useCollection, useContexts, useDeleteNote, useUpdateNote } from './use-notes';

/**
 * What /note/{id} shows and does: the note and its collection, whether the person may write it,
 * the editor and delete dialog being open, and ticking a task in the rendered note.
 */
export function useNotePage() {
  const noteId = useParams().noteId ?? '';
  const note = useNote(noteId);
  const { collection } = useCollection(note.data?.notesCollectionId ?? '');
  const contexts = useContexts();
  const remove = useDeleteNote();
  const update = useUpdateNote();
  // A task ticked in the rendered note shows at once, until the saved note is read again.
  const [ticked, setTicked] = useState<string | null>(null);
  // An unsaved draft of this note (a reload, a failed save) opens the editor with it.
  const [editing, setEditing] = useState(() => readDraft({ noteId }) !== null);
  const [deleting, setDeleting] = useState(false);
  const collectionPath = note.data && `/notes-collection/${encodeURIComponent(note.data.notesCollectionId)}`;
  useUpTo(collectionPath ?? '/notes-collections');

  const data = note.data;
  const canWrite = !collection?.sharedBy || collection.sharedBy.role === 'editor';
  // Tasks tick where the body can be written: not in a note of answers (its body is made from them).
  const tickTask =
    data && canWrite && data.answers === undefined
      ? (body: string) => {
          setTicked(body);
          update.mutate({ noteId: data._id, body }, { onSettled: () => setTicked(null) });
        }
      : undefined;

  return {
    note,
    data,
    notFound: note.error instanceof ApiError && note.error.status === 404,
    collection,
    collectionPath,
    canWrite,
    contextName: (id: string) => contexts.data?.find((context) => context._id === id)?.name,
    shownBody: ticked ?? data?.body ?? '',
    tickTask,
    editing,
    setEditing,
    deleting,
    setDeleting,
    remove,
  };
}

export type NotePageState = ReturnType<typeof useNotePage>;
