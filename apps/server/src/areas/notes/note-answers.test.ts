import { describe, expect, it } from 'vitest';
import type { Note, NoteAnswers, NotesCollection } from '@ordna/contract/notes';
import { noteAnswersAnswer } from '@ordna/contract/notes/answers';
import { notesRefusals } from '@ordna/contract/notes/refusals';
import { signUp } from '../../testing/test-app.test-kit';
import { useTestApp } from '../../testing/use-test-app.test-kit';
import { notesClient, type NotesClient } from './notes.test-kit';

let me: NotesClient;
useTestApp(async ({ app }) => {
  me = notesClient(app, await signUp(app));
});

async function answer(collection: NotesCollection, date: string, texts: string[]) {
  const answers = collection.questions.map((q, i) => ({ questionId: q._id, answer: texts[i] ?? '' }));
  const saved = await me.put<NoteAnswers>('/note-answers', { notesCollectionId: collection._id, date, answers });
  expect(saved.status).toBe(200);
  return noteAnswersAnswer.parse(saved.data).note!;
}

describe('answering questions', () => {
  it('saves a date’s answers as one note of the collection, and answering again edits it', async () => {
    const daily = await me.collection('Daily', ['How did I sleep?', 'What did I learn?']);
    const empty = await me.get<NoteAnswers>(`/note-answers?notesCollectionId=${daily._id}&date=2026-11-20`);
    expect(empty.data).toEqual({
      notesCollectionId: daily._id,
      date: '2026-11-20',
      questions: daily.questions,
      note: null,
    });

    const first = await answer(daily, '2026-11-20', ['Well', 'Kysely']);
    expect(first).toMatchObject({ effectiveDate: '2026-11-20', notesCollectionId: daily._id });
    expect(first.body).toBe('### How did I sleep?\n\nWell\n\n### What did I learn?\n\nKysely');
    const again = await answer(daily, '2026-11-20', ['Badly', '']);
    expect(again._id).toBe(first._id);
    expect(again.body).toBe('### How did I sleep?\n\nBadly');
    expect((await me.search('badly')).notes.map((n) => n._id)).toEqual([first._id]);
    expect((await me.search('kysely')).notes).toEqual([]);

    const read = await me.get<NoteAnswers>(`/note-answers?notesCollectionId=${daily._id}&date=2026-11-20`);
    expect(read.data.note?._id).toBe(first._id);
    expect(await me.put('/note', { noteId: first._id, body: 'by hand' })).toMatchObject({
      status: 400,
      code: notesRefusals.notAnswerNote.code,
    });
    expect(
      await me.put('/note-answers', {
        notesCollectionId: daily._id,
        date: '2026-11-21',
        answers: [{ questionId: 'nope', answer: 'x' }],
      }),
    ).toMatchObject({ status: 400, code: notesRefusals.questionNotFound.code });
  });
});

describe('changing questions with retroUpdateQuestions', () => {
  async function setUp(name: string) {
    const c = await me.collection(name, ['Sleep?', 'Mood?', 'Learned?']);
    const note = await answer(c, '2026-11-10', ['8 h', 'Calm', 'FTS5']);
    const [sleep, , learned] = c.questions;
    // Renamed, reordered, one removed.
    const questions = [
      { _id: learned!._id, text: 'What did I learn?' },
      { _id: sleep!._id, text: 'Sleep?' },
      { text: 'Water?' },
    ];
    return { c, note, questions };
  }

  it('true rewrites past answers to the new wording and order, dropping removed questions', async () => {
    const { c, note, questions } = await setUp('Retro true');
    const saved = await me.put<NotesCollection>('/notes-collection', {
      notesCollectionId: c._id,
      questions,
      retroUpdateQuestions: true,
    });
    expect(saved.data.questions.map((q) => q.text)).toEqual(['What did I learn?', 'Sleep?', 'Water?']);
    const past = (await me.get<Note>(`/note?noteId=${note._id}`)).data;
    expect(past.answers?.map((a) => [a.question, a.answer])).toEqual([
      ['What did I learn?', 'FTS5'],
      ['Sleep?', '8 h'],
    ]);
    expect(past.body).toBe('### What did I learn?\n\nFTS5\n\n### Sleep?\n\n8 h');
    expect((await me.search('calm')).notes).toEqual([]);
  });

  it('false leaves past notes as they were', async () => {
    const { c, note, questions } = await setUp('Retro false');
    await me.put('/notes-collection', { notesCollectionId: c._id, questions, retroUpdateQuestions: false });
    const past = (await me.get<Note>(`/note?noteId=${note._id}`)).data;
    expect(past.body).toBe(note.body);
    expect(past.answers).toEqual(note.answers);
  });

  it('refuses a question id the collection does not hold', async () => {
    const c = await me.collection('Retro bad', ['One?']);
    expect(
      await me.put('/notes-collection', { notesCollectionId: c._id, questions: [{ _id: 'unknown', text: 'Two?' }] }),
    ).toMatchObject({ status: 400, code: notesRefusals.questionNotFound.code });
  });
});
