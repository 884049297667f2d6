import { sql, type Expression, type SelectQueryBuilder } from 'kysely';
import type { Db, Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { sharingOwnerIds } from '../sharing/public';
import { takeSearchKeys } from './notes-owners.store';

/**
 * Full-text search over notes' names and bodies, the one place of the notes area with dialect
 * SQL (docs/architecture.md, "Dialect SQL"). SQLite: an FTS5 table (unicode61, diacritics kept)
 * whose rowid is the note's `searchKey`, ranked by bm25 with the name weighing ten times the
 * body. PostgreSQL: a `searchVector` (the 'simple' configuration, names weight A, bodies B)
 * with a GIN index, ranked by ts_rank; each vector also holds its owner as a lexeme no search
 * word can be (`@` and the owner's id), so the index answers a person's hits alone instead of
 * every person's, each read from the table. Both take the words of `note-search-words.ts` as
 * prefixes and are written by the notes store in the note's own transaction. Text is lower-cased
 * here rather than by the database, so a C locale cannot leave Å upper-case.
 */

export type NotesQuery<O> = SelectQueryBuilder<Database, 'notes', O>;

/** Whose notes a search may find (a `NotesFilter`'s scope). */
type SearchScope = { ownerId: string | Expression<string> } | { personId: string } | { sharedWith: string };

/** PostgreSQL: the note's owner as a lexeme of its vector (no weight, no position: never ranked). */
export const OWNER_LEXEME = sql`array_to_tsvector(array['@' || notes."userId"])`;

/** Keeps the note's search entry in step with its name and body (call it in the write's transaction). */
export async function indexNote(
  tx: Db,
  dialect: Dialect,
  note: { id: string; name: string; body: string },
): Promise<void> {
  const name = note.name.toLowerCase();
  const body = note.body.toLowerCase();
  if (dialect === 'postgres') {
    await sql`update notes set "searchVector" =
      setweight(to_tsvector('simple', ${name}), 'A') || setweight(to_tsvector('simple', ${body}), 'B')
      || ${OWNER_LEXEME} where id = ${note.id}`.execute(tx);
    return;
  }
  const row = await tx
    .selectFrom('notes')
    .select(['searchKey', 'userId'])
    .where('id', '=', note.id)
    .executeTakeFirstOrThrow();
  let key = row.searchKey === null ? null : Number(row.searchKey);
  if (key === null) {
    key = await takeSearchKeys(tx, dialect, row.userId, 1);
    await tx.updateTable('notes').set({ searchKey: key }).where('id', '=', note.id).execute();
  } else {
    await sql`delete from "notesSearch" where rowid = ${key}`.execute(tx);
  }
  await sql`insert into "notesSearch" (rowid, name, body) values (${key}, ${name}, ${body})`.execute(tx);
}

/** The search keys of every note a person owns (their account is going). */
export async function searchKeysOf(db: Db, userId: string): Promise<(number | null)[]> {
  const rows = await db.selectFrom('notes').select('searchKey').where('userId', '=', userId).execute();
  return rows.map((row) => row.searchKey);
}

/** Removes the search entries of notes about to be deleted (same transaction). */
export async function forgetNotes(tx: Db, dialect: Dialect, searchKeys: readonly (number | null)[]): Promise<void> {
  if (dialect === 'postgres') return;
  const keys = searchKeys.filter((key): key is number => key !== null);
  for (let i = 0; i < keys.length; i += 500) {
    const chunk = keys.slice(i, i + 500);
    await sql`delete from "notesSearch" where rowid in (${sql.join(chunk)})`.execute(tx);
  }
}

export function matchExpression(dialect: Dialect, words: readonly string[]): string {
  // Words hold letters and digits only (searchWords), so neither syntax needs escaping.
  return dialect === 'postgres'
    ? words.map((word) => `${word}:*`).join(' & ')
    : words.map((word) => `"${word}"*`).join(' AND ');
}

/**
 * PostgreSQL: the owners whose notes the scope can hold, as a query of their lexemes (`'@id' |
 * …`): the one owner, or the person and everyone sharing a notes collection with them (null when
 * nobody does, for the shared alone, so that matches nothing).
 */
function ownersQuery(db: Db, scope: SearchScope) {
  const lexemes = (owners: unknown) =>
    sql`(select string_agg(quote_literal('@' || owner), ' | ')::tsquery from (${owners}) as owners (owner))`;
  if ('ownerId' in scope) return sql`quote_literal('@' || ${scope.ownerId})::tsquery`;
  if ('sharedWith' in scope) return lexemes(sharingOwnerIds(db, scope.sharedWith, 'notesCollection'));
  return lexemes(
    sql`select cast(${scope.personId} as text) union ${sharingOwnerIds(db, scope.personId, 'notesCollection')}`,
  );
}

/**
 * The notes matching every word, as a query on `notes` the caller narrows further to the scope.
 * On SQLite the FTS5 table drives it (a CROSS JOIN keeps SQLite from probing the index once per
 * note of a collection): each hit finds its note by `searchKey`. On PostgreSQL the index is asked
 * for the words and one of the scope's owners together.
 */
export function matchingNotes(
  db: Db,
  dialect: Dialect,
  words: readonly string[],
  scope: SearchScope,
): NotesQuery<object> {
  const expression = matchExpression(dialect, words);
  if (dialect === 'postgres') {
    return db
      .selectFrom('notes')
      .where(sql<boolean>`notes."searchVector" @@ (to_tsquery('simple', ${expression}) && ${ownersQuery(db, scope)})`);
  }
  const driven = db
    .selectFrom('notesSearch')
    .crossJoin('notes')
    .whereRef('notes.searchKey', '=', 'notesSearch.rowid')
    .where(sql<boolean>`"notesSearch" match ${expression}`);
  // The FTS table is there to match and rank by, not to select from: the query reads as one on notes.
  return driven as unknown as NotesQuery<object>;
}

/** Best match first, for a query from `matchingNotes`: the name weighs ten times the body. */
export function rankOf(dialect: Dialect, words: readonly string[]) {
  const expression = matchExpression(dialect, words);
  return dialect === 'postgres'
    ? sql<number>`-ts_rank(notes."searchVector", to_tsquery('simple', ${expression}))`
    : sql<number>`bm25("notesSearch", 10.0, 1.0)`;
}

/**
 * Builds the search entries of the notes of a person that have none yet (bulk loads: the notes
 * seed, an import): on SQLite `limit` of them at a time, in id order (a caller in batches calls
 * again until fewer come back). Answers how many it indexed (PostgreSQL: all, answered as 0).
 */
export async function indexUnindexed(tx: Db, dialect: Dialect, userId: string, limit = -1): Promise<number> {
  if (dialect === 'postgres') {
    await sql`update notes set "searchVector" =
      setweight(to_tsvector('simple', lower(name)), 'A') || setweight(to_tsvector('simple', lower(body)), 'B')
      || ${OWNER_LEXEME} where "userId" = ${userId} and "searchVector" is null`.execute(tx);
    // A bulk load changes the table's shape at once; the planner should not wait for autovacuum to see it.
    await sql`analyze notes`.execute(tx);
    return 0;
  }
  const unindexed = sql`select id from notes where "userId" = ${userId} and "searchKey" is null
    order by id limit ${sql.lit(limit)}`;
  const { rows } = await sql<{ count: number }>`select count(*) as count from (${unindexed})`.execute(tx);
  const count = Number(rows[0]!.count);
  if (count === 0) return 0;
  const first = await takeSearchKeys(tx, dialect, userId, count);
  // Numbered in one statement from the owner's next key, then copied into the FTS5 table in one more.
  await sql`update notes set "searchKey" = ${sql.lit(first - 1)} + numbered.n
    from (select id, row_number() over (order by id) as n from (${unindexed})) as numbered
    where notes.id = numbered.id`.execute(tx);
  await sql`insert into "notesSearch" (rowid, name, body)
    select "searchKey", lower(name), lower(body) from notes
    where "userId" = ${userId} and "searchKey" >= ${sql.lit(first)}`.execute(tx);
  return count;
}
