import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { NOTE_TAGS_MAX, type NotesPage, type NoteTagCount } from '@ordna/contract/notes';
import { noteTagCountAnswer, notesPageAnswer } from '@ordna/contract/notes/answers';
import { notesRefusals } from '@ordna/contract/notes/refusals';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.test-kit';
import type { User } from '@ordna/contract/auth';
import { notesClient, type NotesClient } from './notes.test-kit';

let t: TestApp;
let ann: NotesClient;
let bob: NotesClient;
let annUser: User;
let home: string;
let work: string;

beforeAll(async () => {
  t = await createTestApp();
  annUser = await signUp(t.app);
  ann = notesClient(t.app, annUser);
  bob = notesClient(t.app, await signUp(t.app));
  home = (await ann.collection('Home'))._id;
  work = (await ann.collection('Work'))._id;
});
afterAll(() => t.close());

async function tags(client: NotesClient, notesCollectionId?: string): Promise<NoteTagCount[]> {
  const answer = await client.get<NoteTagCount[]>(
    `/note-tag${notesCollectionId ? `?notesCollectionId=${notesCollectionId}` : ''}`,
  );
  expect(answer.status).toBe(200);
  return noteTagCountAnswer.array().parse(answer.data);
}

async function tagged(client: NotesClient, tag: string, extra = ''): Promise<string[]> {
  const answer = await client.get<NotesPage>(`/note?tag=${encodeURIComponent(tag)}${extra}`);
  expect(answer.status).toBe(200);
  return notesPageAnswer.parse(answer.data).notes.map((note) => note.name);
}

describe('a note’s #tags', () => {
  it('are its hashtags, not headings, code, address fragments or bare numbers', async () => {
    const body = [
      '# Heading',
      'Dinner with #Family and #friends at 7, #1 on the list.',
      '`#code` and https://example.com/page#frag',
      '```',
      '#fenced',
      '```',
      '    #indented',
      '',
      'A #home/kitchen note, (#paren) **#bold**.',
    ].join('\n');
    const note = await ann.note(home, { name: 'Parsing', body });
    const rows = await t.db
      .selectFrom('noteTags')
      .select(['tag', 'tagKey'])
      .where('noteId', '=', note._id)
      .orderBy('tagKey')
      .execute();
    expect(rows.map((row) => row.tag)).toEqual(['bold', 'Family', 'friends', 'home', 'home/kitchen', 'paren']);
    expect(rows.find((row) => row.tag === 'Family')!.tagKey).toBe('family');
    await ann.del(`/note?noteId=${note._id}`);
  });

  it('filter the list in any case, with or without #, a parent tag taking in its nested ones', async () => {
    await ann.note(home, { name: 'Dinner', body: 'With #family', effectiveDate: '2026-11-01' });
    t.clock.advance(1_000);
    await ann.note(work, { name: 'Offsite', body: 'Bring #Family/kids', effectiveDate: '2026-11-02' });
    t.clock.advance(1_000);
    await ann.note(home, { name: 'Groceries', body: 'milk #shopping', effectiveDate: '2026-11-03' });
    expect(await tagged(ann, 'family')).toEqual(['Offsite', 'Dinner']);
    expect(await tagged(ann, '#FAMILY')).toEqual(['Offsite', 'Dinner']);
    expect(await tagged(ann, 'family/kids')).toEqual(['Offsite']);
    expect(await tagged(ann, 'nothing')).toEqual([]);
  });

  it('combine with a collection, a search, dates and a context', async () => {
    expect(await tagged(ann, 'family', `&notesCollectionId=${home}`)).toEqual(['Dinner']);
    expect(await tagged(ann, 'family', '&text=bring')).toEqual(['Offsite']);
    expect(await tagged(ann, 'family', `&text=bring&notesCollectionId=${home}`)).toEqual([]);
    expect(await tagged(ann, 'family', '&from=2026-11-02&to=2026-11-30')).toEqual(['Offsite']);
    const context = await ann.post<{ _id: string }>('/note-context', { name: 'Kids' });
    const offsite = (await ann.search('offsite')).notes[0]!;
    await ann.put('/note', { noteId: offsite._id, contextIds: [context.data._id] });
    expect(await tagged(ann, 'family', `&contextId=${context.data._id}`)).toEqual(['Offsite']);
    expect(await tagged(ann, 'shopping', `&contextId=${context.data._id}`)).toEqual([]);
  });

  it('are counted for a collection and for all, shown as first written', async () => {
    expect(await tags(ann, home)).toEqual([
      { tag: 'family', count: 1 },
      { tag: 'shopping', count: 1 },
    ]);
    expect(await tags(ann)).toEqual([
      { tag: 'family', count: 2 },
      { tag: 'Family/kids', count: 1 },
      { tag: 'shopping', count: 1 },
    ]);
  });

  it('follow an edit and a delete, and go with a deleted collection', async () => {
    const note = await ann.note(home, { name: 'Changing', body: '#before' });
    expect(await tagged(ann, 'before')).toEqual(['Changing']);
    await ann.put('/note', { noteId: note._id, name: 'Changed name only' });
    expect(await tagged(ann, 'before')).toEqual(['Changed name only']);
    await ann.put('/note', { noteId: note._id, body: 'now #after' });
    expect(await tagged(ann, 'before')).toEqual([]);
    expect(await tagged(ann, 'after')).toEqual(['Changed name only']);
    await ann.del(`/note?noteId=${note._id}`);
    expect(await tagged(ann, 'after')).toEqual([]);

    const gone = (await ann.collection('Going'))._id;
    await ann.note(gone, { name: 'In a going collection', body: '#going' });
    await ann.del(`/notes-collection?notesCollectionId=${gone}&deleteNotes=true`);
    const left = await t.db.selectFrom('noteTags').select('noteId').where('tagKey', '=', 'going').execute();
    expect(left).toEqual([]);
  });

  it('are bounded: at most 50 a note, none longer than 50 characters', async () => {
    const many = Array.from({ length: 70 }, (_, i) => `#tag${i}`).join(' ');
    const note = await ann.note(home, { name: 'Many tags', body: `${many} #${'x'.repeat(51)}` });
    const rows = await t.db.selectFrom('noteTags').select('tag').where('noteId', '=', note._id).execute();
    expect(rows).toHaveLength(NOTE_TAGS_MAX);
    expect(rows.some((row) => row.tag.startsWith('xxx'))).toBe(false);
    await ann.del(`/note?noteId=${note._id}`);
  });

  it('refuse a filter that is no tag, naming the refusal', async () => {
    for (const bad of ['', '12', 'two%20words', 'x'.repeat(51)]) {
      expect(await ann.get(`/note?tag=${bad}`)).toMatchObject({ status: 400, code: notesRefusals.tagInvalid.code });
    }
  });
});

describe('tags and other people', () => {
  it('one person never sees or filters by another’s tags', async () => {
    const bobs = (await bob.collection('Bob’s'))._id;
    await bob.note(bobs, { name: 'Secret', body: '#family #bobonly' });
    expect((await tags(ann)).map((tag) => tag.tag)).not.toContain('bobonly');
    expect(await tagged(ann, 'bobonly')).toEqual([]);
    expect(await tagged(ann, 'family')).not.toContain('Secret');
    expect((await tags(bob)).map((tag) => tag.tag).sort()).toEqual(['bobonly', 'family']);
    expect((await ann.get(`/note-tag?notesCollectionId=${bobs}`)).status).toBe(404);
    expect((await ann.get(`/note?tag=family&notesCollectionId=${bobs}`)).status).toBe(404);
  });

  it('a shared collection’s tags are counted and filtered for whom it is shared with, no others of the owner', async () => {
    const shared = (await bob.collection('Shared with Ann'))._id;
    await bob.note(shared, { name: 'Shared family note', body: '#family #sharedtag' });
    const share = await bob.post('/share', {
      kind: 'notesCollection',
      id: shared,
      username: annUser.username,
      role: 'viewer',
    });
    expect(share.status).toBeLessThan(300);
    const all = await tags(ann);
    expect(all.find((tag) => tag.tag === 'sharedtag')).toEqual({ tag: 'sharedtag', count: 1 });
    expect(all.map((tag) => tag.tag)).not.toContain('bobonly');
    expect(all.find((tag) => tag.tag === 'family')!.count).toBe(3);
    expect(await tags(ann, shared)).toEqual([
      { tag: 'family', count: 1 },
      { tag: 'sharedtag', count: 1 },
    ]);
    expect(await tagged(ann, 'family')).toContain('Shared family note');
    expect(await tagged(ann, 'family')).not.toContain('Secret');
    expect(await tagged(ann, 'sharedtag', '&text=shared')).toEqual(['Shared family note']);
  });
});

describe('saving a note twice at once', () => {
  it('leaves exactly the tags of the text saved last', async () => {
    const note = await ann.note(home, { name: 'Raced', body: '#start' });
    for (let round = 0; round < 5; round++) {
      const bodies = [`#one${round} #both`, `#two${round} #both #extra`];
      await Promise.all(bodies.map((body) => ann.put('/note', { noteId: note._id, body })));
      const saved = await t.db.selectFrom('notes').select('body').where('id', '=', note._id).executeTakeFirstOrThrow();
      const rows = await t.db.selectFrom('noteTags').select('tagKey').where('noteId', '=', note._id).execute();
      const expected = saved.body.match(/#\w+/g)!.map((tag) => tag.slice(1));
      expect(rows.map((row) => row.tagKey).sort()).toEqual(expected.sort());
    }
  });
});

describe('reading the tag filter', () => {
  it('drives an owner’s tagged notes from the tag index (SQLite plan)', async () => {
    if (t.dialect !== 'sqlite') return;
    const plan = await sql<{ detail: string }>`explain query plan
      select notes.id from "noteTags" cross join notes on notes.id = "noteTags"."noteId"
      where "noteTags"."userId" = ${annUser._id} and "noteTags"."tagKey" = 'family'`.execute(t.db);
    expect(plan.rows.map((row) => row.detail).join('\n')).toContain('note_tags_by_owner');
  });
});
