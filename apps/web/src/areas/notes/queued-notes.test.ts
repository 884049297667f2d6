import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { NoteListItem, NotesPage } from '@ordna/contract/notes';
import { queuedWriteMaker } from '../../test/queued-write.test-kit';
import { noteTagKeys } from './note-tag-keys';
import { withQueuedNote } from './queued-note';
import { NOTE_ADD, NOTE_CHANGE, waitingNoteIds, withQueuedNotes } from './queued-notes';

const note = (id: string, name: string, notesCollectionId = 'journal'): NoteListItem => ({
  _id: id,
  notesCollectionId,
  name,
  body: `${name} body`,
  effectiveDate: '2026-11-20',
  createdAt: 1,
  displayInList: false,
  contextIds: [],
  bodyTruncated: false,
});

const pages = (...notes: NoteListItem[][]): InfiniteData<NotesPage> => ({
  pages: notes.map((each, index) => ({ notes: each, pageNumber: index + 1, totalPages: notes.length })),
  pageParams: notes.map((_each, index) => index + 1),
});

const write = queuedWriteMaker('/note', NOTE_ADD);

const added = (name: string, id: string, notesCollectionId = 'journal') =>
  write(NOTE_ADD, { notesCollectionId, name, body: 'typed offline', effectiveDate: '2026-11-26' }, [id]);

describe("a collection's notes with the saves waiting on this device", () => {
  it('puts notes saved offline first, newest first, only in their own collection', () => {
    const writes = [added('Monday', 'queued:1'), added('Elsewhere', 'queued:x', 'other'), added('Tuesday', 'queued:2')];
    const shown = withQueuedNotes(pages([note('a', 'Old')]), { notesCollectionId: 'journal' }, writes, {});

    expect(shown.pages[0]!.notes.map((each) => [each._id, each.name])).toEqual([
      ['queued:2', 'Tuesday'],
      ['queued:1', 'Monday'],
      ['a', 'Old'],
    ]);
    expect(shown.pages[0]!.notes[0]).toMatchObject({ body: 'typed offline', effectiveDate: '2026-11-26' });
    expect([...waitingNoteIds(writes)].sort()).toEqual(['queued:1', 'queued:2', 'queued:x']);
  });

  it('shows a waiting change on whichever page holds the note, and on a note made offline', () => {
    const writes = [
      added('Draft', 'queued:1'),
      write(NOTE_CHANGE, { noteId: 'b', name: 'Renamed', body: 'new words' }),
      write(NOTE_CHANGE, { noteId: 'queued:1', name: 'Draft, finished' }),
    ];
    const shown = withQueuedNotes(
      pages([note('a', 'A')], [note('b', 'B')]),
      { notesCollectionId: 'journal' },
      writes,
      {},
    );

    expect(shown.pages[0]!.notes.map((each) => each.name)).toEqual(['Draft, finished', 'A']);
    expect(shown.pages[1]!.notes[0]).toMatchObject({ _id: 'b', name: 'Renamed', body: 'new words' });
    expect(waitingNoteIds(writes).has('b')).toBe(true);
  });

  it('leaves a search as the server found it, and the list untouched with nothing waiting', () => {
    const data = pages([note('a', 'A')]);
    expect(withQueuedNotes(data, { text: 'monday' }, [added('Monday', 'queued:1')], {})).toBe(data);
    expect(withQueuedNotes(data, { notesCollectionId: 'journal' }, [], {})).toBe(data);
  });

  it('applies a change of a note made offline to the server’s note once its id is known', () => {
    const writes = [write(NOTE_CHANGE, { noteId: 'queued:1', name: 'Finished' })];
    const shown = withQueuedNotes(pages([note('server-1', 'Draft')]), {}, writes, { 'queued:1': 'server-1' });
    expect(shown.pages[0]!.notes[0]!.name).toBe('Finished');
  });

  it('shows a note saved offline in a list kept to one of its #tags, read as the server reads them', () => {
    const dinner = write(
      NOTE_ADD,
      {
        notesCollectionId: 'journal',
        name: 'Dinner',
        body: 'Cook for the #Family, `#notatag` in code.',
        effectiveDate: '2026-11-27',
      },
      ['queued:1'],
    );
    const data = pages([note('a', 'A')]);
    const listed = (tag: string) =>
      withQueuedNotes(data, { tag }, [dinner], {}, noteTagKeys).pages[0]!.notes.map((each) => each._id);

    expect(listed('family')).toEqual(['queued:1', 'a']);
    expect(listed('Family')).toEqual(['queued:1', 'a']);
    expect(listed('notatag')).toEqual(['a']);
    expect(listed('work')).toEqual(['a']);
    // A list that cannot read tags leaves it to the server, as before.
    expect(withQueuedNotes(data, { tag: 'family' }, [dinner], {})).toBe(data);
  });
});

describe('one note with the saves waiting on this device', () => {
  it('opens a note saved offline from its waiting save, with its waiting changes', () => {
    const writes = [
      added('Monday', 'queued:1'),
      write(NOTE_CHANGE, { noteId: 'queued:1', name: 'Monday, done', body: 'all of it' }),
      write(NOTE_CHANGE, { noteId: 'b', name: 'Not this one' }),
    ];
    expect(withQueuedNote(undefined, 'queued:1', writes, {})).toMatchObject({
      _id: 'queued:1',
      notesCollectionId: 'journal',
      name: 'Monday, done',
      body: 'all of it',
      effectiveDate: '2026-11-26',
    });
    expect(withQueuedNote(undefined, 'queued:2', writes, {})).toBeUndefined();
  });

  it("applies the waiting changes to the server's note, by its id or the id it had here", () => {
    const { bodyTruncated: _whole, ...server } = note('server-1', 'Draft');
    const writes = [write(NOTE_CHANGE, { noteId: 'queued:1', name: 'Finished' })];
    expect(withQueuedNote(server, 'server-1', writes, { 'queued:1': 'server-1' })?.name).toBe('Finished');
    expect(withQueuedNote(server, 'server-1', [], {})).toBe(server);
  });
});
