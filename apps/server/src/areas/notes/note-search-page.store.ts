import { sql } from 'kysely';
// The notes tables join Database by augmentation wherever this store is compiled from.
import type {} from './notes.tables';
import type { Db, Dialect } from '../../db/database';
import { filteredNotes, type NotesFilter, type NotesOwner, type NotesPageRead } from './notes-filter.store';
import { matchExpression, rankOf } from './note-search.store';
import { searchRangeOf } from './notes-owners.store';
import { sharedThingIds } from '../sharing/public';
import { PreparedQuery } from '../../db/prepared-query';
import { COLUMNS, rowOf, type NoteRow } from './note-row';
import { keyedSearchRead, ownSearchRead } from './note-search-read.store';

/**
 * One page of a search and how many notes match, without joining every hit back to its note
 * (docs/architecture.md, "Dialect SQL"). SQLite: an owner's notes are one rowid range of the FTS5
 * table (notes-owners.store.ts), so a search of the person's own notes is the FTS5 match alone,
 * counted and ranked there, and only the page's notes are read; hits that need the note itself
 * (a context, dates, one collection, each collection shared with the person) are joined, within
 * the owner's range. PostgreSQL: one statement answers the page and the count.
 * Best match first; among equal matches, SQLite puts the later written first, PostgreSQL the
 * newest effective date.
 */
export type SearchPage =
  { by: 'searchKey'; keys: number[]; total: number } | { by: 'id'; keys: string[]; total: number };

interface Hit {
  key: number;
  rank: number;
}

export async function searchPage(
  db: Db,
  dialect: Dialect,
  filter: NotesFilter,
  page: { offset: number; limit: number },
  shared?: readonly SharedCollection[],
): Promise<SearchPage> {
  if (dialect === 'postgres') return postgresPage(db, filter, page);
  const wanted = page.offset + page.limit;
  const { scope } = filter;
  const parts: Array<Promise<{ hits: Hit[]; total: number }>> = [];
  if ('personId' in scope) {
    parts.push(ownerPart(db, { ...filter, scope: { ownerId: scope.personId } }, wanted));
    for (const { thingId, ownerId } of shared ?? (await sharedCollectionsOf(db, scope.personId))) {
      parts.push(ownerPart(db, { ...filter, scope: { ownerId, notesCollectionId: thingId } }, wanted));
    }
  } else {
    parts.push('ownerId' in scope ? ownerPart(db, filter, wanted) : joinedPart(db, filter));
  }
  const answers = await Promise.all(parts);
  const hits = answers
    .flatMap((answer) => answer.hits)
    .sort((a, b) => a.rank - b.rank || b.key - a.key)
    .slice(page.offset, wanted);
  return { by: 'searchKey', keys: hits.map((hit) => hit.key), total: answers.reduce((sum, a) => sum + a.total, 0) };
}

interface SharedCollection {
  thingId: string;
  ownerId: string;
}

/** The notes collections shared with a person and their owners, compiled once. */
const sharedCollections = new PreparedQuery((db: Db, [personId]: readonly [string]) =>
  sharedThingIds(db, personId, 'notesCollection').select('ownerId'),
);

function sharedCollectionsOf(db: Db, personId: string): Promise<SharedCollection[]> {
  return sharedCollections.execute(db, 'shared', [personId]);
}

/** Whether anything beyond the words narrows a search (then each hit is joined to its note). */
function narrowed(filter: NotesFilter): boolean {
  return Boolean(filter.context || filter.tag !== undefined || filter.from || filter.to);
}

/**
 * One page of a search: its notes in rank order and how many match; on SQLite also the reader's
 * contexts of those notes. On SQLite a person's own notes alone, unnarrowed, are one statement
 * (`ownSearchRead`); otherwise the page's keys come from `searchPage` and the notes with their
 * contexts from one more (`keyedSearchRead`). PostgreSQL reads the page's ids, then the notes.
 */
export const searchedPage: NotesPageRead = async (db, dialect, filter, page, readerId) => {
  const { scope } = filter;
  if (dialect === 'sqlite') {
    const shared = 'personId' in scope ? await sharedCollectionsOf(db, scope.personId) : undefined;
    if ('personId' in scope && shared!.length === 0 && !narrowed(filter)) {
      return ownSearchRead(db, scope.personId, matchExpression('sqlite', filter.words), page);
    }
    const found = await searchPage(db, dialect, filter, page, shared);
    if (found.keys.length === 0) return { rows: [], total: found.total, contexts: new Map() };
    return keyedSearchRead(db, found.keys as number[], found.total, readerId);
  }
  const found = await searchPage(db, dialect, filter, page);
  if (found.keys.length === 0) return { rows: [], total: found.total };
  const rows = await db
    .selectFrom('notes')
    .select(COLUMNS)
    .where('id', 'in', found.keys as string[])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, rowOf(row)]));
  const ordered = (found.keys as string[]).map((id) => byId.get(id));
  return { rows: ordered.filter((row): row is NoteRow => row !== undefined), total: found.total };
};

/** An owner's notes (all, or one collection's): their rowid range of the FTS5 table. */
async function ownerPart(db: Db, filter: NotesFilter, wanted: number) {
  const scope = filter.scope as { ownerId: NotesOwner; notesCollectionId?: string };
  const range = await searchRangeOf(db, scope.ownerId);
  if (!range) return { hits: [], total: 0 };
  const narrowed = scope.notesCollectionId !== undefined || filter.context || filter.tag || filter.from || filter.to;
  if (narrowed) return joinedPart(db, filter, range);
  const expression = matchExpression('sqlite', filter.words);
  const where = sql`"notesSearch" match ${expression} and rowid >= ${range.from} and rowid < ${range.to}`;
  const [count, hits] = await Promise.all([
    sql<{ count: number }>`select count(*) as count from "notesSearch" where ${where}`.execute(db),
    sql<Hit>`select rowid as key, bm25("notesSearch", 10.0, 1.0) as rank from "notesSearch" where ${where}
      order by rank, rowid desc limit ${wanted}`.execute(db),
  ]);
  return { hits: hits.rows, total: Number(count.rows[0]?.count ?? 0) };
}

/**
 * Hits joined to their notes to apply the rest of the filter, within an owner's range if given:
 * every hit's key and rank in one statement, counted and sorted by the caller (`searchPage`), as
 * a count and a ranked page in two would each check every hit of the words against its note.
 */
async function joinedPart(db: Db, filter: NotesFilter, range?: { from: number; to: number }) {
  let query = filteredNotes(db, filter, 'sqlite');
  if (range) {
    query = query.where(sql<boolean>`"notesSearch".rowid >= ${range.from} and "notesSearch".rowid < ${range.to}`);
  }
  const hits = await query
    .select([sql<number>`notes."searchKey"`.as('key'), rankOf('sqlite', filter.words).as('rank')])
    .execute();
  return { hits, total: hits.length };
}

/**
 * The page's ids with the count beside each (one statement); the count alone past the last page.
 * Each hit is ranked where it is read, and only its id, rank and dates go on to be counted and
 * sorted (`offset 0` keeps PostgreSQL from folding the two): ranked above the count instead, every
 * hit's whole row, search vector and all, was copied into the count's store first.
 */
async function postgresPage(db: Db, filter: NotesFilter, page: { offset: number; limit: number }): Promise<SearchPage> {
  const query = filteredNotes(db, filter, 'postgres');
  const hits = query
    .select(['notes.id', 'notes.effectiveDate', 'notes.createdAt', rankOf('postgres', filter.words).as('rank')])
    .modifyEnd(sql`offset 0`);
  const rows = await db
    .selectFrom(hits.as('hits'))
    .select(['hits.id', sql<string>`count(*) over ()`.as('total')])
    .orderBy('hits.rank')
    .orderBy('hits.effectiveDate', 'desc')
    .orderBy('hits.createdAt', 'desc')
    .orderBy('hits.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  if (rows.length > 0) return { by: 'id', keys: rows.map((row) => row.id), total: Number(rows[0]!.total) };
  if (page.offset === 0) return { by: 'id', keys: [], total: 0 };
  const count = await query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  return { by: 'id', keys: [], total: Number(count.count) };
}
