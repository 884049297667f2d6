import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db, Dialect } from '../../db/database';
import type { Database } from '../../db/schema';

/**
 * Full-text search over notes' names and bodies, the one place of the notes area with dialect
 * SQL (docs/architecture.md, "Dialect SQL"). SQLite: an FTS5 table (unicode61, diacritics kept)
 * whose rowid is the note's `searchKey`, ranked by bm25 with the name weighing ten times the
 * body. PostgreSQL: a `searchVector` (the 'simple' configuration, names weight A, bodies B)
 * with a GIN index, ranked by ts_rank. Both take the words of `note-search-words.ts` as prefixes
 * and are written by the notes store in the note's own transaction. Text is lower-cased here
 * rather than by the database, so a C locale cannot leave Å upper-case.
 */

type NotesQuery<O> = SelectQueryBuilder<Database, 'notes', O>;

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
      where id = ${note.id}`.execute(tx);
    return;
  }
  const row = await tx.selectFrom('notes').select('searchKey').where('id', '=', note.id).executeTakeFirst();
  let key = row?.searchKey ?? null;
  if (key === null) {
    // One statement: SQLite writes one at a time, so max + 1 is unique.
    await sql`update notes set "searchKey" = (select coalesce(max("searchKey"), 0) + 1 from notes)
      where id = ${note.id}`.execute(tx);
    key = (await tx.selectFrom('notes').select('searchKey').where('id', '=', note.id).executeTakeFirstOrThrow())
      .searchKey;
  } else {
    await sql`delete from "notesSearch" where rowid = ${key}`.execute(tx);
  }
  await sql`insert into "notesSearch" (rowid, name, body) values (${key}, ${name}, ${body})`.execute(tx);
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

function matchExpression(dialect: Dialect, words: readonly string[]): string {
  // Words hold letters and digits only (searchWords), so neither syntax needs escaping.
  return dialect === 'postgres'
    ? words.map((word) => `${word}:*`).join(' & ')
    : words.map((word) => `"${word}"*`).join(' AND ');
}

/** Narrows a notes query to the notes matching every word. */
export function whereMatches<O>(query: NotesQuery<O>, dialect: Dialect, words: readonly string[]): NotesQuery<O> {
  const expression = matchExpression(dialect, words);
  if (dialect === 'postgres') {
    return query.where(sql<boolean>`notes."searchVector" @@ to_tsquery('simple', ${expression})`);
  }
  return query.where(
    'notes.searchKey',
    'in',
    sql<number>`(select rowid from "notesSearch" where "notesSearch" match ${expression})`,
  );
}

/** The same, best match first (for a page of results; the count uses `whereMatches`). */
export function rankedMatches<O>(query: NotesQuery<O>, dialect: Dialect, words: readonly string[]): NotesQuery<O> {
  const expression = matchExpression(dialect, words);
  if (dialect === 'postgres') {
    return query
      .where(sql<boolean>`notes."searchVector" @@ to_tsquery('simple', ${expression})`)
      .orderBy(sql`ts_rank(notes."searchVector", to_tsquery('simple', ${expression}))`, 'desc');
  }
  const joined = query
    .innerJoin('notesSearch', (join) => join.onRef('notesSearch.rowid', '=', 'notes.searchKey'))
    .where(sql<boolean>`"notesSearch" match ${expression}`)
    .orderBy(sql`bm25("notesSearch", 10.0, 1.0)`);
  // The join adds a table to match and rank by, not to the selection: the answer's shape is the query's.
  return joined as unknown as NotesQuery<O>;
}
