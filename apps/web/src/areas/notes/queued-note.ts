import type { Note, NoteUpdateBody } from '@ordna/contract/notes';
import type { QueuedWrite } from '../../shared/offline-queue/queued-write';
import { changed, madeNote, NOTE_ADD, NOTE_CHANGE } from './queued-notes';

/**
 * One note as the person left it (the note page): the server's `note`, or for a note saved
 * offline (`noteId` made here) its waiting save, with the waiting changes applied in order.
 */
export function withQueuedNote(
  note: Note | undefined,
  noteId: string,
  writes: readonly QueuedWrite[],
  known: Readonly<Record<string, string>>,
): Note | undefined {
  const same = (a: string, b: string) => a === b || known[a] === b || known[b] === a;
  let shown = note;
  for (const write of writes) {
    if (write.kind === NOTE_ADD && write.madeIds?.[0] === noteId) {
      const { bodyTruncated: _whole, ...made } = madeNote(write)!;
      shown = made;
    } else if (write.kind === NOTE_CHANGE && shown && same((write.body as NoteUpdateBody).noteId, noteId)) {
      shown = changed(shown, write.body as NoteUpdateBody);
    }
  }
  return shown;
}
