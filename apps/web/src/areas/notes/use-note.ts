import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Note } from '@ordna/contract/notes';
import { notesViews } from '@ordna/contract/notes/endpoints';
import { call } from '../../api/call';
import { useQueuedWrites, writeQueue } from '../../shared/offline-queue/offline-write';
import { isMadeHere } from '../../shared/offline-queue/queued-write';
import { notesKeys } from './notes-keys';
import { withQueuedNote } from './queued-note';

/**
 * One note (GET /note?noteId) with its waiting changes applied. A note saved offline opens from
 * its waiting save under the id made here, and from the server once the save is sent.
 */
export function useNote(noteId: string) {
  const writes = useQueuedWrites();
  const serverId = isMadeHere(noteId) ? writeQueue.known[noteId] : noteId;
  const select = useCallback(
    (note: Note) => withQueuedNote(note, noteId, writes, writeQueue.known) ?? note,
    [noteId, writes],
  );
  return useQuery({
    queryKey: notesKeys.note(serverId ?? noteId),
    queryFn: ({ signal }) => call(notesViews.note, { query: { noteId: serverId ?? noteId }, signal }),
    enabled: Boolean(serverId),
    placeholderData: isMadeHere(noteId) ? withQueuedNote(undefined, noteId, writes, writeQueue.known) : undefined,
    select,
  });
}
