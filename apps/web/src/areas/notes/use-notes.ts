import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  NoteAnswersBody,
  NoteCreateBody,
  Note,
  NotesCollectionCreateBody,
  NotesCollectionUpdateBody,
  NotesPage,
  NoteUpdateBody,
} from '@ordna/contract/notes';
import { notifyFailure, notifySuccess } from '../../shared/notify';
import { sendOrQueue, useQueuedWrites, writeQueue } from '../../shared/offline-queue/offline-write';
import { madeHereId } from '../../shared/offline-queue/queued-write';
import { NOTE_ADD, NOTE_CHANGE, withQueuedNotes } from './queued-notes';
import { throttled } from './collection-throttle';
import { useAreaMutation } from '../../shared/use-area-mutation';
import { notesKeys, type NotesFilter } from './notes-keys';
import { notesEndpoints, notesViews } from '@ordna/contract/notes/endpoints';
import { call } from '../../api/call';

/** Every collection the person sees (GET /notes-collection), fetched at most once a second. */
const fetchCollections = throttled(() => call(notesViews.collections));

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

/**
 * Pages of notes (GET /note?…&pageNumber), loaded one after another at the list's end, with the
 * saves still waiting on this device applied (shared/offline-queue).
 */
export function useNotesList(filter: NotesFilter, enabled = true) {
  const writes = useQueuedWrites();
  const select = useCallback(
    (data: InfiniteData<NotesPage>) => withQueuedNotes(data, filter, writes, writeQueue.known),
    [filter, writes],
  );
  return useInfiniteQuery({
    select,
    queryKey: notesKeys.list(filter),
    queryFn: ({ pageParam, signal }) => call(notesViews.page, { query: { ...filter, pageNumber: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNumber < last.totalPages ? last.pageNumber + 1 : undefined),
    enabled,
  });
}

/** The #tags with counts of a collection's notes, or of every note the person sees (GET /note-tag). */
export function useNoteTags(notesCollectionId?: string) {
  return useQuery({
    queryKey: notesKeys.tags(notesCollectionId),
    queryFn: ({ signal }) =>
      call(notesEndpoints.readTags, { query: notesCollectionId ? { notesCollectionId } : {}, signal }),
  });
}

export function useNote(noteId: string) {
  return useQuery({
    queryKey: notesKeys.note(noteId),
    queryFn: ({ signal }) => call(notesViews.note, { query: { noteId }, signal }),
    enabled: Boolean(noteId),
  });
}

export function useNoteAnswers(notesCollectionId: string, date: string) {
  return useQuery({
    queryKey: notesKeys.answers(notesCollectionId, date),
    queryFn: ({ signal }) => call(notesEndpoints.readAnswers, { query: { notesCollectionId, date }, signal }),
    enabled: Boolean(notesCollectionId && date),
  });
}

export function useContexts() {
  return useQuery({
    queryKey: notesKeys.contexts(),
    queryFn: ({ signal }) => call(notesViews.contexts, { signal }),
  });
}

/**
 * Saving a note: sent now, or kept on this device until the connection is back and sent then
 * (shared/offline-queue); a kept save throws WriteQueued and the lists show it at once.
 */
function useSaveNote<T>(send: (input: T) => Promise<Note>, done: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    networkMode: 'always',
    mutationFn: send,
    onSuccess: () => {
      notifySuccess(t(done));
      return queryClient.invalidateQueries({ queryKey: notesKeys.all });
    },
    onError: (error) => notifyFailure(t('notes.note.saveFailed'), error),
  });
}

const savingNamed = (name: string | undefined) => ({
  key: 'common.offlineQueue.what.note',
  values: { name: name ?? '' },
});

export const useAddNote = () =>
  useSaveNote(
    (body: NoteCreateBody) =>
      sendOrQueue(
        notesEndpoints.createNote,
        { body },
        { kind: NOTE_ADD, what: savingNamed(body.name), reads: [[...notesKeys.all]], madeIds: [madeHereId()] },
      ),
    'messages.addedNote',
  );

export const useUpdateNote = () =>
  useSaveNote(
    (body: NoteUpdateBody) =>
      sendOrQueue(
        notesEndpoints.changeNote,
        { body },
        { kind: NOTE_CHANGE, what: savingNamed(body.name), reads: [[...notesKeys.all]] },
      ),
    'messages.updatedNote',
  );

export const useDeleteNote = () =>
  useAreaMutation(
    notesKeys.all,
    (noteId: string) => call(notesEndpoints.deleteNote, { query: { noteId } }),
    'messages.deletedNote',
    'notes.note.deleteFailed',
  );

export const useSaveAnswers = () =>
  useAreaMutation(
    notesKeys.all,
    (body: NoteAnswersBody) => call(notesEndpoints.changeAnswers, { body }),
    'notes.answers.saved',
    'notes.answers.saveFailed',
  );

export const useAddCollection = () =>
  useAreaMutation(
    notesKeys.all,
    (body: NotesCollectionCreateBody) => call(notesEndpoints.createCollection, { body }),
    'notes.collection.added',
    'notes.collection.addFailed',
  );

export const useUpdateCollection = () =>
  useAreaMutation(
    notesKeys.all,
    (body: NotesCollectionUpdateBody) => call(notesEndpoints.changeCollection, { body }),
    'notes.collection.updated',
    'messages.failedUpdateNotesCollection',
  );

export const useDeleteCollection = () =>
  useAreaMutation(
    notesKeys.all,
    (params: { notesCollectionId: string; deleteNotes?: boolean; moveNotesTo?: string }) =>
      call(notesEndpoints.deleteCollection, { query: params }),
    'notes.collection.deleted',
    'messages.failedDeleteNotesCollection',
  );

export const useAddContext = () =>
  useAreaMutation(
    notesKeys.all,
    (name: string) => call(notesEndpoints.createContext, { body: { name } }),
    'notes.contexts.added',
    'notes.contexts.saveFailed',
  );

export const useRenameContext = () =>
  useAreaMutation(
    notesKeys.all,
    (body: { contextId: string; name: string }) => call(notesEndpoints.changeContext, { body }),
    'notes.contexts.renamed',
    'notes.contexts.saveFailed',
  );

export const useDeleteContext = () =>
  useAreaMutation(
    notesKeys.all,
    (contextId: string) => call(notesEndpoints.deleteContext, { query: { contextId } }),
    'notes.contexts.deleted',
    'notes.contexts.deleteFailed',
  );
