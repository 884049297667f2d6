import { describe, expect, it } from 'vitest';
import { NOTES_PAGE_SIZE, type Note, type NotesCollection, type NotesPage } from '@ordna/contract/notes';
import { notesPageAnswer } from '@ordna/contract/notes/answers';
import { signUp } from '../../testing/test-app.test-kit';
import { useTestApp } from '../../testing/use-test-app.test-kit';
import { notesClient } from './notes.test-kit';

const t = useTestApp();

/** Newest effective date first, then the later written, then the greater id: the listing's order. */
function listingOrder(a: Note, b: Note): number {
  if (a.effectiveDate !== b.effectiveDate) return a.effectiveDate < b.effectiveDate ? 1 : -1;
  if (a.createdAt !== b.createdAt) return b.createdAt - a.createdAt;
  return a._id < b._id ? 1 : -1;
}

describe('the listing of every collection', () => {
  it('pages the person’s own notes and a shared collection’s together, each note whole, in date order', async () => {
    const ann = notesClient(t.app, await signUp(t.app));
    const bobUser = await signUp(t.app);
    const bob = notesClient(t.app, bobUser);
    const journal = await ann.collection('Journal');
    const kept = await ann.collection('Kept to Ann');
    const diary = await bob.collection('Diary');
    const written: Note[] = [];
    // Interleaved dates, several notes on one date, so the order's every key decides somewhere.
    for (let i = 0; i < 20; i++) {
      const effectiveDate = `2026-10-${String(1 + (i % 12)).padStart(2, '0')}`;
      written.push(await bob.note(diary._id, { name: `Bob ${i}`, body: `Bob’s line ${i}\nmore`, effectiveDate }));
      if (i < 15) {
        const fields = { name: `Ann ${i}`, body: `Ann’s line ${i}`, effectiveDate };
        written.push(await ann.note(journal._id, fields));
      }
    }
    await ann.note(kept._id, { name: 'Not for Bob', effectiveDate: '2026-10-30' });
    await ann.share(journal._id, bobUser.username, 'viewer');

    const expected = [...written].sort(listingOrder);
    const pages: NotesPage[] = [];
    for (let pageNumber = 1; pageNumber <= 3; pageNumber++) {
      const page = await bob.get<NotesPage>(`/note?pageNumber=${pageNumber}`);
      expect(page.status).toBe(200);
      pages.push(notesPageAnswer.parse(page.data));
    }
    expect(pages.map((page) => page.totalPages)).toEqual([2, 2, 2]);
    expect(pages.map((page) => page.notes.length)).toEqual([NOTES_PAGE_SIZE, 35 - NOTES_PAGE_SIZE, 0]);
    const listed = pages.flatMap((page) => page.notes);
    expect(listed.map((note) => note._id)).toEqual(expected.map((note) => note._id));
    // Each note as written: its collection, name, body and dates.
    for (const [index, note] of listed.entries()) {
      const { answers: _answers, ...written } = expected[index]!;
      expect(note).toMatchObject(written);
    }

    // The shared collection's own page: Ann's notes in it only, in the same order.
    const journalPage = await bob.get<NotesPage>(`/note?notesCollectionId=${journal._id}`);
    expect(journalPage.data.notes.map((note) => note._id)).toEqual(
      expected.filter((note) => note.notesCollectionId === journal._id).map((note) => note._id),
    );
    // Ann's listing holds her own notes only: Bob's are not shared with her.
    const annsPage = await ann.get<NotesPage>('/note');
    expect(annsPage.data.notes.map((note) => note.name)).toEqual([
      'Not for Bob',
      ...expected.filter((note) => note.notesCollectionId === journal._id).map((note) => note.name),
    ]);
  });

  it('answers each listing for its own person, collection and dates, its statement compiled once for all of them', async () => {
    const ann = notesClient(t.app, await signUp(t.app));
    const bobUser = await signUp(t.app);
    const bob = notesClient(t.app, bobUser);
    const cy = notesClient(t.app, await signUp(t.app));
    const journal = await ann.collection('Journal');
    const diary = await bob.collection('Diary');
    await ann.note(journal._id, { name: 'Ann in October', effectiveDate: '2026-10-02' });
    await ann.note(journal._id, { name: 'Ann in November', effectiveDate: '2026-11-02' });
    await bob.note(diary._id, { name: 'Bob in October', effectiveDate: '2026-10-03' });
    await ann.share(journal._id, bobUser.username, 'viewer');
    const names = async (client: typeof ann, query: string) => {
      const page = await client.get<NotesPage>(`/note?${query}`);
      expect(page.status).toBe(200);
      return page.data.notes.map((note) => note.name);
    };
    // The same shapes asked by different people with different values, each answered with its own.
    expect(await names(bob, `notesCollectionId=${journal._id}`)).toEqual(['Ann in November', 'Ann in October']);
    expect(await names(bob, `notesCollectionId=${diary._id}`)).toEqual(['Bob in October']);
    expect(await names(ann, `notesCollectionId=${journal._id}`)).toEqual(['Ann in November', 'Ann in October']);
    expect((await cy.get(`/note?notesCollectionId=${journal._id}`)).status).toBe(404);
    expect(await names(ann, 'from=2026-10-01&to=2026-10-31')).toEqual(['Ann in October']);
    expect(await names(bob, 'from=2026-10-01&to=2026-10-31')).toEqual(['Bob in October', 'Ann in October']);
    expect(await names(bob, 'from=2026-11-01&to=2026-11-30')).toEqual(['Ann in November']);
    expect(await names(cy, '')).toEqual([]);
  });

  it('lists the person’s collections and those shared with them in name order, a shared one with its share', async () => {
    const ann = notesClient(t.app, await signUp(t.app));
    const bobUser = await signUp(t.app);
    const bob = notesClient(t.app, bobUser);
    const annJournal = await ann.collection('journal');
    await ann.collection('Ann alone');
    await bob.collection('Zebra');
    await bob.collection('Apples', ['How was it?']);
    const shareId = await ann.share(annJournal._id, bobUser.username, 'editor');
    const listed = await bob.get<NotesCollection[]>('/notes-collection');
    expect(listed.status).toBe(200);
    expect(listed.data.map((collection) => collection.name)).toEqual(['Apples', 'journal', 'Zebra']);
    expect(listed.data[0]!.questions.map((question) => question.text)).toEqual(['How was it?']);
    expect(listed.data[0]!.sharedBy).toBeUndefined();
    expect(listed.data[1]).toEqual({
      ...annJournal,
      sharedBy: { shareId, role: 'editor', ownerName: expect.any(String) },
    });
    expect((await ann.get<NotesCollection[]>('/notes-collection')).data.map((c) => c.name)).toEqual([
      'Ann alone',
      'journal',
    ]);
  });
});
