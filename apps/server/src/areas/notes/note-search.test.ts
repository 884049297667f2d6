import { describe, expect, it } from 'vitest';
import { notesPageAnswer } from '@ordna/contract/notes/answers';
import { signUp } from '../../testing/test-app.test-kit';
import { useTestApp } from '../../testing/use-test-app.test-kit';
import { notesClient, type NotesClient } from './notes.test-kit';
import type { NotesPage } from '@ordna/contract/notes';

let me: NotesClient;
let collectionId: string;
const t = useTestApp(async ({ app }) => {
  me = notesClient(app, await signUp(app));
  collectionId = (await me.collection('Söktest'))._id;
  await me.note(collectionId, { name: 'Äppelkaka', body: 'Baka med äpplen från trädgården och kanel.' });
  await me.note(collectionId, { name: 'Övningar', body: 'Löpning på morgonen, sedan yoga.' });
  await me.note(collectionId, { name: 'Åsa ringde', body: 'Hon undrade om middagen på lördag.' });
  await me.note(collectionId, { name: 'Shopping', body: 'Buy apples and cinnamon for the apple cake.' });
  await me.note(collectionId, { name: 'Apple cake recipe', body: 'The cake: apples, flour, butter.' });
});

const names = async (text: string) => (await me.search(text)).notes.map((note) => note.name);

/** The owner shares a notes collection with a person to read. */
async function shareToView(owner: NotesClient, notesCollectionId: string, username: string) {
  const shared = await owner.post('/share', {
    kind: 'notesCollection',
    id: notesCollectionId,
    username,
    role: 'viewer',
  });
  expect(shared.status).toBe(201);
}

describe('searching notes', () => {
  it('finds Swedish words with å, ä and ö, whole and as prefixes, in either case', async () => {
    expect(await names('äpplen')).toEqual(['Äppelkaka']);
    expect(await names('ÄPPEL')).toEqual(['Äppelkaka']);
    expect(await names('övn')).toEqual(['Övningar']);
    expect(await names('åsa')).toEqual(['Åsa ringde']);
    expect(await names('lörd')).toEqual(['Åsa ringde']);
    expect(await names('löpning yoga')).toEqual(['Övningar']);
  });

  it('keeps å, ä and ö letters of their own: "a" words are not "å" words', async () => {
    expect(await names('asa')).toEqual([]);
    expect(await names('opp')).toEqual([]);
  });

  it('finds English words by prefix as they are typed, every word needed', async () => {
    expect((await names('app')).sort()).toEqual(['Apple cake recipe', 'Shopping']);
    expect(await names('cinnamon appl')).toEqual(['Shopping']);
    expect(await names('apple zebra')).toEqual([]);
  });

  it('ranks a match in the name above one in the body', async () => {
    expect(await names('apple')).toEqual(['Apple cake recipe', 'Shopping']);
  });

  it('marks where the words are, as character ranges, never as HTML', async () => {
    const page = notesPageAnswer.parse(await me.search('äpp'));
    const [note] = page.notes;
    expect(note!.nameHighlights).toEqual([[0, 9]]);
    const marked = note!.bodyHighlights!.map(([start, end]) => note!.body.slice(start, end));
    expect(marked).toEqual(['äpplen']);
    expect(JSON.stringify(page)).not.toContain('<');
  });

  it('ignores punctuation alone, and combines words with a collection and dates', async () => {
    expect((await me.search('"*:&|')).notes).toHaveLength(5);
    const page = await me.search('apple', `&notesCollectionId=${collectionId}&from=2026-11-20&to=2026-11-20`);
    expect(page.notes).toHaveLength(2);
    expect((await me.search('apple', '&from=2026-11-21')).notes).toEqual([]);
  });
});

describe('searching among other people’s notes', () => {
  it('finds a person’s own notes and those of collections shared with them, never anyone else’s', async () => {
    const ann = notesClient(t.app, await signUp(t.app));
    const bobUser = await signUp(t.app);
    const bob = notesClient(t.app, bobUser);
    const eve = notesClient(t.app, await signUp(t.app));
    const annJournal = await ann.collection('Journal');
    const annPrivate = await ann.collection('Private');
    const bobs = await bob.collection('Bob’s');
    await eve.note((await eve.collection('Eve’s'))._id, { name: 'Kardemumma' });
    for (let i = 0; i < 3; i++) await ann.note(annJournal._id, { name: `Fika ${i}`, body: 'kanelbulle' });
    await ann.note(annPrivate._id, { name: 'Kanelbulle private' });
    await bob.note(bobs._id, { name: 'Kanelbulle of Bob' });
    expect((await bob.search('kanelbulle')).notes.map((note) => note.name)).toEqual(['Kanelbulle of Bob']);
    await shareToView(ann, annJournal._id, bobUser.username);
    const found = await bob.search('kanelbulle');
    expect(found.notes.map((note) => note.name).sort()).toEqual(['Fika 0', 'Fika 1', 'Fika 2', 'Kanelbulle of Bob']);
    // A match in the name ranks first, whichever person's collection it is in.
    expect(found.notes[0]!.name).toBe('Kanelbulle of Bob');
    expect((await bob.search('kanel', `&notesCollectionId=${annJournal._id}`)).notes).toHaveLength(3);
    expect((await ann.search('kanelbulle')).notes).toHaveLength(4);
    // Bob's list of every collection holds Ann's shared notes too, newest effective date first.
    await ann.note(annJournal._id, { name: 'Later', effectiveDate: '2026-11-25' });
    const listed = await bob.get<NotesPage>('/note?pageNumber=1');
    const listedNames = listed.data.notes.map((item) => item.name);
    expect(listedNames[0]).toBe('Later');
    expect(listedNames.slice(1).sort()).toEqual(['Fika 0', 'Fika 1', 'Fika 2', 'Kanelbulle of Bob']);
    expect(listed.data.totalPages).toBe(1);
    expect((await eve.search('kanelbulle')).notes).toEqual([]);
  });
});

// Written in date order, so the later written is also the newer (equal matches: SQLite puts the
// later written first, PostgreSQL the newer date).
const date = (day: number) => `2026-10-${String(day).padStart(2, '0')}`;

/** A cook's "Bakning": 27 buns with cardamom in the body, then two notes named "Kardemumma". */
async function bakesOf(cook: NotesClient) {
  const bakes = await cook.collection('Bakning');
  for (let i = 0; i < 27; i++) {
    await cook.note(bakes._id, {
      name: `Bulle ${String(i).padStart(2, '0')}`,
      body: 'Bullar med kardemumma.',
      effectiveDate: date(i + 1),
    });
  }
  await cook.note(bakes._id, { name: 'Kardemumma', effectiveDate: date(28) });
  await cook.note(bakes._id, { name: 'Kardemumma', effectiveDate: date(29) });
  return bakes;
}

/** The pages of a search for "kardem" that finds the bakes alone: names first, then the newest. */
async function expectBakesPaged(page: (pageNumber: number) => Promise<NotesPage>) {
  const bulle = (from: number, to: number) =>
    Array.from({ length: from - to + 1 }, (_, k) => `Bulle ${String(from - k).padStart(2, '0')}`);
  const first = await page(1);
  expect(first.notes.map((note) => [note.name, note.effectiveDate])).toEqual([
    ['Kardemumma', date(29)],
    ['Kardemumma', date(28)],
    ...bulle(26, 4).map((name) => [name, date(Number(name.slice(-2)) + 1)]),
  ]);
  expect(first.totalPages).toBe(2);
  const second = await page(2);
  expect(second.notes.map((note) => note.name)).toEqual(bulle(3, 0));
  expect(second.totalPages).toBe(2);
  // Past the last page: no notes, and still how many pages there are.
  expect(await page(3)).toMatchObject({ notes: [], pageNumber: 3, totalPages: 2 });
}

describe('paging a search', () => {
  it('pages 25 at a time, best match first, equal matches newest first, each page counting every match', async () => {
    const cook = notesClient(t.app, await signUp(t.app));
    const other = notesClient(t.app, await signUp(t.app));
    await other.note((await other.collection('Other'))._id, { name: 'Kardemumma', body: 'kardemumma' });
    await bakesOf(cook);
    await expectBakesPaged((pageNumber) => cook.search('kardem', `&pageNumber=${pageNumber}`));
  });

  it('pages a search in one collection, and in a collection shared with the reader, the same way', async () => {
    const cookUser = await signUp(t.app);
    const cook = notesClient(t.app, cookUser);
    const readerUser = await signUp(t.app);
    const reader = notesClient(t.app, readerUser);
    const bakes = await bakesOf(cook);
    // Better matches in the cook's other collection, which neither search below may count.
    const spices = await cook.collection('Kryddor');
    for (let i = 0; i < 3; i++) await cook.note(spices._id, { name: `Kardemumma ${i}`, body: 'kardemumma' });
    await expectBakesPaged((pageNumber) =>
      cook.search('kardem', `&notesCollectionId=${bakes._id}&pageNumber=${pageNumber}`),
    );
    await shareToView(cook, bakes._id, readerUser.username);
    await expectBakesPaged((pageNumber) => reader.search('kardem', `&pageNumber=${pageNumber}`));
    await expectBakesPaged((pageNumber) =>
      reader.search('kardem', `&notesCollectionId=${bakes._id}&pageNumber=${pageNumber}`),
    );
  });
});

describe('the contexts of the notes a search finds', () => {
  it('answers each note with the searching person’s own contexts of it, whoever searched before them', async () => {
    const annUser = await signUp(t.app);
    const ann = notesClient(t.app, annUser);
    const bobUser = await signUp(t.app);
    const bob = notesClient(t.app, bobUser);
    const carl = notesClient(t.app, await signUp(t.app));
    const journal = await ann.collection('Journal');
    const fika = await ann.note(journal._id, { name: 'Fika', body: 'Kanelbulle och kaffe.' });
    await ann.note(journal._id, { name: 'Kanelbulle recept' });
    await carl.note((await carl.collection('Carl’s'))._id, { name: 'Kanelbulle hos Carl' });
    const contextOf = async (person: NotesClient, name: string) =>
      (await person.post<{ _id: string }>('/note-context', { name })).data._id;
    const annContexts = [await contextOf(ann, 'Work'), await contextOf(ann, 'Home')].sort();
    expect((await ann.put('/note', { noteId: fika._id, contextIds: annContexts })).status).toBe(200);
    await ann.share(journal._id, bobUser.username, 'editor');
    const bobContext = await contextOf(bob, 'Weekend');
    expect((await bob.put('/note', { noteId: fika._id, contextIds: [bobContext] })).status).toBe(200);
    const contextsFound = async (person: NotesClient, extra = '') =>
      (await person.search('kanelbulle', extra)).notes.map((note) => [note.name, note.contextIds]);
    // In turns, so each statement kept from the one before answers the next person their own.
    for (let round = 0; round < 2; round++) {
      expect(await contextsFound(ann)).toEqual([
        ['Kanelbulle recept', []],
        ['Fika', annContexts],
      ]);
      expect(await contextsFound(bob)).toEqual([
        ['Kanelbulle recept', []],
        ['Fika', [bobContext]],
      ]);
      expect(await contextsFound(carl)).toEqual([['Kanelbulle hos Carl', []]]);
      expect(await contextsFound(bob, `&contextId=${bobContext}`)).toEqual([['Fika', [bobContext]]]);
      expect(await contextsFound(ann, `&contextId=${annContexts[0]}`)).toEqual([['Fika', annContexts]]);
    }
  });
});
