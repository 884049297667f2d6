import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  Note,
  NoteAnswers,
  NoteAnswersBody,
  NoteContext,
  NoteCreateBody,
  NotesCollection,
  NotesCollectionCreateBody,
  NotesCollectionUpdateBody,
  NotesPage,
  NoteUpdateBody,
} from '@ordna/contract/notes';
import { api } from '../../api/api';
import { notifyFailure, notifySuccess } from '../../shared/notify';
import { throttled } from './collection-throttle';
import { notesKeys, type NotesFilter } from './notes-keys';

/** Every collection the person sees (GET /notes-collection), fetched at most once a second. */
const fetchCollections = throttled(() => api.get<NotesCollection[]>('/notes-collection'));

/** The failure the toast last told, so pages reading the list together tell it once. */
let toldFailureAt = 0;

export function useCollections() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: notesKeys.collections(), queryFn: fetchCollections });
  const { isError, error, errorUpdatedAt } = query;
  useEffect(() => {
    if (!isError || errorUpdatedAt === toldFailureAt) return;
    toldFailureAt = errorUpdatedAt;
    notifyFailure(t('messages.failedFetchNotesCollection'), error);
  }, [isError, error, errorUpdatedAt, t]);
  return query;
}

/** One collection, read from the list (the list is small and every notes page needs it). */
export function useCollection(notesCollectionId: string) {
  const collections = useCollections();
  return { ...collections, collection: collections.data?.find((c) => c._id === notesCollectionId) };
}

/** Pages of notes (GET /note?…&pageNumber), loaded one after another at the list's end. */
export function useNotesList(filter: NotesFilter, enabled = true) {
  return useInfiniteQuery({
    queryKey: notesKeys.list(filter),
    queryFn: ({ pageParam, signal }) => api.get<NotesPage>('/note', { ...filter, pageNumber: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNumber < last.totalPages ? last.pageNumber + 1 : undefined),
    enabled,
  });
}

export function useNote(noteId: string) {
  return useQuery({
    queryKey: notesKeys.note(noteId),
    queryFn: ({ signal }) => api.get<Note>('/note', { noteId }, signal),
    enabled: Boolean(noteId),
  });
}

export function useNoteAnswers(notesCollectionId: string, date: string) {
  return useQuery({
    queryKey: notesKeys.answers(notesCollectionId, date),
    queryFn: ({ signal }) => api.get<NoteAnswers>('/note-answers', { notesCollectionId, date }, signal),
    enabled: Boolean(notesCollectionId && date),
  });
}

export function useContexts() {
  return useQuery({
    queryKey: notesKeys.contexts(),
    queryFn: ({ signal }) => api.get<NoteContext[]>('/note-context', undefined, signal),
  });
}

/** A write of the notes area: reads the area again and says how it went (the product's toasts where it has them). */
function useNotesMutation<I, O>(call: (input: I) => Promise<O>, done: string | null, failed: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      if (done) notifySuccess(t(done));
      return queryClient.invalidateQueries({ queryKey: notesKeys.all });
    },
    onError: (error) => notifyFailure(t(failed), error),
  });
}

export const useAddNote = () =>
  useNotesMutation(
    (body: NoteCreateBody) => api.post<Note>('/note', body),
    'messages.addedNote',
    'notes.note.saveFailed',
  );

export const useUpdateNote = () =>
  useNotesMutation(
    (body: NoteUpdateBody) => api.put<Note>('/note', body),
    'messages.updatedNote',
    'notes.note.saveFailed',
  );

export const useDeleteNote = () =>
  useNotesMutation(
    (noteId: string) => api.delete('/note', { noteId }),
    'messages.deletedNote',
    'notes.note.deleteFailed',
  );

export const useSaveAnswers = () =>
  useNotesMutation(
    (body: NoteAnswersBody) => api.put<NoteAnswers>('/note-answers', body),
    'notes.answers.saved',
    'notes.answers.saveFailed',
  );

export const useAddCollection = () =>
  useNotesMutation(
    (body: NotesCollectionCreateBody) => api.post<NotesCollection>('/notes-collection', body),
    'notes.collection.added',
    'notes.collection.addFailed',
  );

export const useUpdateCollection = () =>
  useNotesMutation(
    (body: NotesCollectionUpdateBody) => api.put<NotesCollection>('/notes-collection', body),
    'notes.collection.updated',
    'messages.failedUpdateNotesCollection',
  );

export const useDeleteCollection = () =>
  useNotesMutation(
    (params: { notesCollectionId: string; deleteNotes?: boolean; moveNotesTo?: string }) =>
      api.delete('/notes-collection', params),
    'notes.collection.deleted',
    'messages.failedDeleteNotesCollection',
  );

export const useAddContext = () =>
  useNotesMutation(
    (name: string) => api.post<NoteContext>('/note-context', { name }),
    'notes.contexts.added',
    'notes.contexts.saveFailed',
  );

export const useRenameContext = () =>
  useNotesMutation(
    (body: { contextId: string; name: string }) => api.put<NoteContext>('/note-context', body),
    'notes.contexts.renamed',
    'notes.contexts.saveFailed',
  );

export const useDeleteContext = () =>
  useNotesMutation(
    (contextId: string) => api.delete('/note-context', { contextId }),
    'notes.contexts.deleted',
    'notes.contexts.deleteFailed',
  );
