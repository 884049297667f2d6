import type { InfiniteData } from '@tanstack/react-query';
import type { NoteCreateBody, NoteListItem, NotesPage, NoteUpdateBody } from '@ordna/contract/notes';
import type { QueuedWrite } from '../../shared/offline-queue/queued-write';
import type { NotesFilter } from './notes-keys';

/** The kinds of note saves kept on this device until the connection is back (shared/offline-queue). */
export const NOTE_ADD = 'notes.add';
export const NOTE_CHANGE = 'notes.change';

function madeNote(write: QueuedWrite): NoteListItem | null {
  const id = write.madeIds?.[0];
  if (!id) return null;
  const body = write.body as NoteCreateBody;
  return {
    _id: id,
    notesCollectionId: body.notesCollectionId,
    name: body.name,
    body: body.body ?? '',
    effectiveDate: body.effectiveDate,
    createdAt: write.queuedAt,
    displayInList: body.displayInList ?? false,
    contextIds: body.contextIds ?? [],
    bodyTruncated: false,
  };
}

/** Whether a note made offline belongs in a list: a collection's plain list, no search, tag or dates. */
function listsNew(filter: NotesFilter, note: NoteListItem): boolean {
  if (filter.text || filter.tag || filter.from || filter.to) return false;
  if (filter.contextId) return note.contextIds.includes(filter.contextId);
  return filter.notesCollectionId === undefined || filter.notesCollectionId === note.notesCollectionId;
}

function changed(note: NoteListItem, change: NoteUpdateBody): NoteListItem {
  const { noteId: _noteId, ...fields } = change;
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return { ...note, ...defined };
}

/**
 * A list of notes as the person left it: the server's pages, with the notes saved offline and
 * still waiting put first (newest first) and the waiting changes applied, in the order made.
 */
export function withQueuedNotes(
  data: InfiniteData<NotesPage>,
  filter: NotesFilter,
  writes: readonly QueuedWrite[],
  known: Readonly<Record<string, string>>,
): InfiniteData<NotesPage> {
  const made: NoteListItem[] = [];
  let pages = data.pages;
  for (const write of writes) {
    if (write.kind === NOTE_ADD) {
      const note = madeNote(write);
      if (note && listsNew(filter, note)) made.unshift(note);
    } else if (write.kind === NOTE_CHANGE) {
      const change = write.body as NoteUpdateBody;
      const matches = (note: NoteListItem) => note._id === change.noteId || note._id === known[change.noteId];
      made.splice(0, made.length, ...made.map((note) => (matches(note) ? changed(note, change) : note)));
      pages = pages.map((page) => ({
        ...page,
        notes: page.notes.map((note) => (matches(note) ? changed(note, change) : note)),
      }));
    }
  }
  if (made.length === 0 && pages === data.pages) return data;
  const [first, ...rest] = pages;
  const firstPage = first ?? { notes: [], pageNumber: 1, totalPages: 1 };
  return { ...data, pages: [{ ...firstPage, notes: [...made, ...firstPage.notes] }, ...rest] };
}

/** The ids of the notes in a list whose save still waits to be sent. */
export function waitingNoteIds(writes: readonly QueuedWrite[]): Set<string> {
  return new Set(
    writes.flatMap((write) => {
      if (write.kind === NOTE_ADD) return write.madeIds ?? [];
      if (write.kind === NOTE_CHANGE) return [(write.body as NoteUpdateBody).noteId];
      return [];
    }),
  );
}
