import { describe, expect, it } from 'vitest';
import { dashboardAnswer, type DashboardAnswer } from '@ordna/contract/dashboard';
import type { NoteAnswers } from '@ordna/contract/notes';
import { signUpPeople, useTestApp } from '../../testing/use-test-app.test-kit';
import { notesClient, type NotesClient } from './notes.test-kit';

let ann: NotesClient;
let bob: NotesClient;
let carol: NotesClient;
let annName: string;
let bobName: string;
useTestApp(async ({ app }) => {
  const people = await signUpPeople(app, ['ann', 'bob', 'carol']);
  ann = notesClient(app, people.ann);
  bob = notesClient(app, people.bob);
  carol = notesClient(app, people.carol);
  annName = people.ann.username;
  bobName = people.bob.username;
});

async function dashboard(client: NotesClient, query: string): Promise<DashboardAnswer> {
  const answer = await client.get<DashboardAnswer>(`/dashboard?${query}`);
  expect(answer.status).toBe(200);
  return dashboardAnswer.parse(answer.data);
}

describe('the notes and questions sections', () => {
  it('show the notes dated in the span, every collection with questions, answered or waiting, and writing per day', async () => {
    const diary = await ann.collection('Diary', ['How did I sleep?']);
    const log = await ann.collection('Log');
    await ann.note(log._id, {
      name: 'Standup',
      body: 'Line one\nLine two\nLine three\nLine four',
      effectiveDate: '2026-11-18',
    });
    await ann.note(log._id, { name: 'Yesterday', effectiveDate: '2026-11-17' });
    await bob.note((await bob.collection('Bob'))._id, { name: 'Not Ann’s', effectiveDate: '2026-11-18' });
    const answered = await ann.put<NoteAnswers>('/note-answers', {
      notesCollectionId: diary._id,
      date: '2026-11-18',
      answers: [{ questionId: diary.questions[0]!._id, answer: 'Well' }],
    });

    const day = await dashboard(ann, 'date=2026-11-18');
    expect(day.sections.notes?.notes.map((note) => [note.name, note.collectionName])).toEqual(
      expect.arrayContaining([
        ['Standup', 'Log'],
        ['2026-11-18', 'Diary'],
      ]),
    );
    expect(day.sections.notes?.notes.map((note) => note.name)).not.toContain('Not Ann’s');
    expect(day.sections.notes?.notes.find((note) => note.name === 'Standup')?.firstLines).toBe(
      'Line one\nLine two\nLine three',
    );
    expect(day.sections.questions?.collections).toEqual([
      {
        _id: diary._id,
        name: 'Diary',
        questions: diary.questions,
        canAnswer: true,
        answered: [{ date: '2026-11-18', noteId: answered.data.note!._id }],
      },
    ]);
    const yesterday = await dashboard(ann, 'date=2026-11-17');
    expect(yesterday.sections.questions?.collections[0]?.answered).toEqual([]);
    const week = await dashboard(ann, 'date=2026-11-18&view=week');
    const written = Object.fromEntries(week.days.map((d) => [d.date, d.written]));
    expect(written['2026-11-18']).toBeGreaterThanOrEqual(2);
    expect(written['2026-11-17']).toBeGreaterThanOrEqual(1);
  });

  it('show the notes of collections shared with the person, dated in the span, and no one else’s', async () => {
    const shared = await bob.collection('Bob’s garden');
    const kept = await bob.collection('Bob’s own');
    const carols = await carol.collection('Carol’s');
    await bob.note(shared._id, { name: 'Sowed peas', effectiveDate: '2026-12-02' });
    await bob.note(shared._id, { name: 'Before the span', effectiveDate: '2026-11-29' });
    await bob.note(kept._id, { name: 'Bob keeps this', effectiveDate: '2026-12-02' });
    await carol.note(carols._id, { name: 'Carol’s alone', effectiveDate: '2026-12-02' });
    const share = { kind: 'notesCollection', id: shared._id, username: annName, role: 'viewer' };
    expect((await bob.post('/share', share)).status).toBe(201);
    const toBob = { kind: 'notesCollection', id: carols._id, username: bobName, role: 'viewer' };
    expect((await carol.post('/share', toBob)).status).toBe(201);
    await ann.note((await ann.collection('Ann’s'))._id, { name: 'Ann’s own', effectiveDate: '2026-12-01' });

    const week = await dashboard(ann, 'date=2026-12-02&view=week');
    expect(week.sections.notes?.notes.map((note) => [note.name, note.collectionName])).toEqual([
      ['Sowed peas', 'Bob’s garden'],
      ['Ann’s own', 'Ann’s'],
    ]);
    const written = Object.fromEntries(week.days.map((d) => [d.date, d.written]));
    expect([written['2026-11-30'], written['2026-12-01'], written['2026-12-02']]).toEqual([0, 1, 1]);
    // Bob's dashboard shows his own notes and Carol's shared with him, never Ann's.
    const bobs = await dashboard(bob, 'date=2026-12-02&view=week');
    const bobSees = bobs.sections.notes?.notes.map((note) => note.name).sort();
    expect(bobSees).toEqual(['Bob keeps this', 'Carol’s alone', 'Sowed peas']);
  });
});
