import { describe, expect, it } from 'vitest';
import type { Note, NoteContext, NotesCollection, NotesPage } from '@ordna/contract/notes';
import { noteAnswer, noteContextAnswer, notesCollectionAnswer, notesPageAnswer } from '@ordna/contract/notes/answers';
import { notesRefusals } from '@ordna/contract/notes/refusals';
import { signUpPeople, useTestApp } from '../../testing/use-test-app.test-kit';
import { notesClient, type NotesClient } from './notes.test-kit';

let me: NotesClient;
let other: NotesClient;
useTestApp(async ({ app }) => {
  ({ me, other } = await signUpPeople(app, ['me', 'other'], notesClient));
});

describe('notes collections', () => {
  it('are created, listed, renamed and deleted, refusing a duplicate name', async () => {
    const made = await me.post<NotesCollection>('/notes-collection', { name: 'Diary' });
    expect(made.status).toBe(201);
    expect(notesCollectionAnswer.parse(made.data)).toMatchObject({ name: 'Diary', questions: [] });
    expect(await me.post('/notes-collection', { name: 'diary' })).toMatchObject({
      status: 409,
      code: notesRefusals.duplicateCollection.code,
    });
    const list = await me.get<NotesCollection[]>('/notes-collection');
    expect(
      notesCollectionAnswer
        .array()
        .parse(list.data)
        .map((c) => c.name),
    ).toContain('Diary');
    const renamed = await me.put<NotesCollection>('/notes-collection', {
      notesCollectionId: made.data._id,
      name: 'Dagbok',
    });
    expect(renamed.data.name).toBe('Dagbok');
    expect((await me.del(`/notes-collection?notesCollectionId=${made.data._id}`)).status).toBe(200);
    expect((await me.get(`/notes-collection?notesCollectionId=${made.data._id}`)).status).toBe(404);
  });

  it('refuse bad input, naming the refusal', async () => {
    expect(await me.post('/notes-collection', { name: ' ' })).toMatchObject({
      status: 400,
      code: notesRefusals.collectionNameRequired.code,
    });
    expect(await me.post('/notes-collection', { name: 'x'.repeat(101) })).toMatchObject({
      status: 400,
      code: notesRefusals.collectionNameTooLong.code,
    });
    expect(await me.post('/notes-collection', { name: 'Q', questions: Array(31).fill('Why?') })).toMatchObject({
      status: 400,
      code: notesRefusals.tooManyQuestions.code,
    });
    expect((await me.put('/notes-collection', { name: 'no id' })).status).toBe(400);
  });

  it('keep their notes on delete unless told to delete or move them', async () => {
    const from = await me.collection('Move from');
    const to = await me.collection('Move to');
    const note = await me.note(from._id, { name: 'Travelling note' });
    expect(await me.del(`/notes-collection?notesCollectionId=${from._id}`)).toMatchObject({
      status: 409,
      code: notesRefusals.collectionNotEmpty.code,
    });
    expect(await me.del(`/notes-collection?notesCollectionId=${from._id}&moveNotesTo=${from._id}`)).toMatchObject({
      status: 400,
      code: notesRefusals.moveToSame.code,
    });
    const theirs = await other.collection('Not yours');
    expect((await me.del(`/notes-collection?notesCollectionId=${from._id}&moveNotesTo=${theirs._id}`)).status).toBe(
      404,
    );
    expect((await me.del(`/notes-collection?notesCollectionId=${from._id}&moveNotesTo=${to._id}`)).status).toBe(200);
    const moved = await me.get<Note>(`/note?noteId=${note._id}`);
    expect(moved.data.notesCollectionId).toBe(to._id);

    expect((await me.del(`/notes-collection?notesCollectionId=${to._id}&deleteNotes=true`)).status).toBe(200);
    expect((await me.get(`/note?noteId=${note._id}`)).status).toBe(404);
    expect((await me.search('Travelling')).notes).toEqual([]);
  });
});

describe('notes', () => {
  it('are written, read, paged, changed and deleted', async () => {
    const diary = await me.collection('Paged');
    const created = await me.post<Note>('/note', {
      notesCollectionId: diary._id,
      name: 'First',
      body: '# Hello\n\nSome *Markdown*.',
      effectiveDate: '2026-11-18',
      displayInList: true,
    });
    expect(created.status).toBe(201);
    expect(noteAnswer.parse(created.data)).toMatchObject({ name: 'First', displayInList: true, contextIds: [] });
    for (let day = 1; day <= 27; day++) {
      await me.note(diary._id, { name: `Day ${day}`, effectiveDate: `2026-10-${String(day).padStart(2, '0')}` });
    }
    const page1 = await me.get<NotesPage>(`/note?notesCollectionId=${diary._id}&pageNumber=1`);
    expect(notesPageAnswer.parse(page1.data)).toMatchObject({ pageNumber: 1, totalPages: 2 });
    expect(page1.data.notes[0]).toMatchObject({ name: 'First', body: '# Hello\n\nSome *Markdown*.' });
    expect(page1.data.notes[1]!.name).toBe('Day 27');
    const page2 = await me.get<NotesPage>(`/note?notesCollectionId=${diary._id}&pageNumber=2`);
    expect(page2.data.notes.map((n) => n.name)).toEqual(['Day 3', 'Day 2', 'Day 1']);
    const ranged = await me.get<NotesPage>(`/note?notesCollectionId=${diary._id}&from=2026-10-05&to=2026-10-06`);
    expect(ranged.data.notes.map((n) => n.name)).toEqual(['Day 6', 'Day 5']);
    expect(await me.get(`/note?from=2026-10-06&to=2026-10-05`)).toMatchObject({
      status: 400,
      code: notesRefusals.rangeInvalid.code,
    });

    const changed = await me.put<Note>('/note', { noteId: created.data._id, name: 'Renamed', body: 'New body' });
    expect(changed.data).toMatchObject({ name: 'Renamed', body: 'New body', effectiveDate: '2026-11-18' });
    expect((await me.get<Note>(`/note?noteId=${created.data._id}`)).data.body).toBe('New body');
    expect((await me.search('renamed')).notes.map((n) => n._id)).toEqual([created.data._id]);
    expect((await me.del(`/note?noteId=${created.data._id}`)).status).toBe(200);
    expect((await me.get(`/note?noteId=${created.data._id}`)).status).toBe(404);
    expect((await me.search('renamed')).notes).toEqual([]);
  });

  it('refuse bad input, naming the refusal', async () => {
    const c = await me.collection('Bad input');
    const base = { notesCollectionId: c._id, name: 'n', effectiveDate: '2026-11-18' };
    expect(await me.post('/note', { ...base, name: '' })).toMatchObject({
      status: 400,
      code: notesRefusals.noteNameRequired.code,
    });
    expect(await me.post('/note', { ...base, body: 'x'.repeat(50_001) })).toMatchObject({
      status: 400,
      code: notesRefusals.bodyTooLong.code,
    });
    expect((await me.post('/note', { ...base, effectiveDate: '2026-13-01' })).status).toBe(400);
    expect(
      await me.post('/note', { ...base, contextIds: Array.from({ length: 21 }, (_, i) => `c${i}`) }),
    ).toMatchObject({ status: 400, code: notesRefusals.tooManyContexts.code });
    expect((await me.get('/note?from=0&to=0')).status).toBe(400);
    expect(await me.get(`/note?text=${'a'.repeat(201)}`)).toMatchObject({
      status: 400,
      code: notesRefusals.searchTooLong.code,
    });
  });

  it('are another person’s 404, and their collections and contexts too', async () => {
    const c = await me.collection('Private');
    const note = await me.note(c._id, { name: 'Secret' });
    const context = await me.post<NoteContext>('/note-context', { name: 'Mine' });
    expect((await other.get(`/note?noteId=${note._id}`)).status).toBe(404);
    expect((await other.get(`/note?notesCollectionId=${c._id}`)).status).toBe(404);
    expect((await other.get(`/note?contextId=${context.data._id}`)).status).toBe(404);
    expect((await other.put('/note', { noteId: note._id, name: 'Mine now' })).status).toBe(404);
    expect((await other.del(`/note?noteId=${note._id}`)).status).toBe(404);
    const theirs = await other.collection('Theirs');
    expect(
      (
        await other.post('/note', {
          notesCollectionId: theirs._id,
          name: 'x',
          effectiveDate: '2026-11-18',
          contextIds: [context.data._id],
        })
      ).status,
    ).toBe(404);
    expect((await other.search('Secret')).notes).toEqual([]);
    expect((await other.get(`/note-answers?notesCollectionId=${c._id}&date=2026-11-18`)).status).toBe(404);
  });
});

describe('contexts', () => {
  it('hold notes from every collection, newest effective date first, and are the person’s own', async () => {
    const work = await me.collection('Work log');
    const home = await me.collection('Home log');
    const project = await me.post<NoteContext>('/note-context', { name: 'Project X' });
    expect(noteContextAnswer.parse(project.data)).toEqual({ _id: project.data._id, name: 'Project X', noteCount: 0 });
    const older = await me.post<Note>('/note', {
      notesCollectionId: work._id,
      name: 'Kick-off',
      effectiveDate: '2026-11-01',
      contextIds: [project.data._id],
    });
    const newer = await me.note(home._id, { name: 'Idea in the shower', effectiveDate: '2026-11-05' });
    await me.note(home._id, { name: 'Unrelated', effectiveDate: '2026-11-06' });
    const linked = await me.put<Note>('/note', { noteId: newer._id, contextIds: [project.data._id] });
    expect(linked.data.contextIds).toEqual([project.data._id]);
    const page = await me.get<NotesPage>(`/note?contextId=${project.data._id}`);
    expect(page.data.notes.map((n) => n._id)).toEqual([newer._id, older.data._id]);
    const listed = await me.get<NoteContext[]>('/note-context');
    expect(listed.data.find((c) => c._id === project.data._id)?.noteCount).toBe(2);
    expect(await me.post('/note-context', { name: 'project x' })).toMatchObject({
      status: 409,
      code: notesRefusals.duplicateContext.code,
    });
    expect(
      (await me.put<NoteContext>('/note-context', { contextId: project.data._id, name: 'Projekt X' })).data.name,
    ).toBe('Projekt X');
    expect((await other.put('/note-context', { contextId: project.data._id, name: 'Stolen' })).status).toBe(404);
    expect((await other.del(`/note-context?contextId=${project.data._id}`)).status).toBe(404);
    expect((await me.del(`/note-context?contextId=${project.data._id}`)).status).toBe(200);
    expect((await me.get<Note>(`/note?noteId=${newer._id}`)).data.contextIds).toEqual([]);
  });
});
