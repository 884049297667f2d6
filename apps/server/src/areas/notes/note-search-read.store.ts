import { sql, type RawBuilder } from 'kysely';
// The notes tables join Database by augmentation wherever this store is compiled from.
import type {} from './notes.tables';
import type { Db } from '../../db/database';
import { PreparedQuery } from '../../db/prepared-query';
import { COLUMNS } from './note-row';
import { pageAnswerOf } from './notes-list.store';
import { SEARCH_SLOT_SIZE } from './notes-owners.store';

/**
 * A search's page read on SQLite in one statement compiled once (docs/architecture.md, "Dialect
 * SQL"): the page's notes whole in rank order, the reader's contexts of them, and how many notes
 * match. Built and compiled by Kysely per call, the search's four statements cost about as much
 * CPU around them as the ranking itself (bench/README.md, notes-scale.ts). Keys travel as JSON
 * text, never as bound numbers: better-sqlite3 binds a number as a REAL, and an index probe of
 * the integer `searchKey` by a REAL costs twice one by an integer.
 */

/** The statement around a page: `page` answers each note's `key` (its searchKey) and `ord` (smaller first, ties by key, larger first). */
function searchedPageQuery(page: RawBuilder<unknown>, total: RawBuilder<unknown>, readerId: string) {
  const fields = sql.join(COLUMNS.map((column) => sql`${sql.lit(column.slice('notes.'.length))}, ${sql.ref(column)}`));
  const notes = sql`select ${sql.join(COLUMNS.map((column) => sql.ref(column)))} from "page"
    join "notes" on "notes"."searchKey" = "page"."key" order by "page"."ord", "page"."key" desc`;
  const links = sql`select "noteContextLinks"."noteId", "noteContextLinks"."contextId" from "noteContextLinks"
    where "noteContextLinks"."userId" = ${readerId} and "noteContextLinks"."noteId" in
      (select "notes"."id" from "page" join "notes" on "notes"."searchKey" = "page"."key")
    order by "noteContextLinks"."contextId"`;
  return sql`with "page" as materialized (${page})
    select ${total} as "total",
      (select coalesce(json_group_array(json_object(${fields})), '[]') from (${notes}) as "notes") as "notes",
      (select coalesce(json_group_array(json_object('noteId', "links"."noteId", 'contextId', "links"."contextId")), '[]')
        from (${links}) as "links") as "links"`;
}

/** A raw statement as PreparedQuery compiles it. */
const compilable = (db: Db, query: RawBuilder<unknown>) => ({ compile: () => query.compile(db) });

/**
 * A person's own notes matching the words, when nothing narrows the search and nobody shares a
 * collection with them: the FTS5 match within their rowid range (notes-owners.store.ts), the
 * page ranked by bm25 there, its notes, their contexts and the count, all in this statement.
 */
const ownSearch = new PreparedQuery((db: Db, values: readonly unknown[]) => {
  const [ownerId, expression, offset, limit, readerId] = values as [string, string, number, number, string];
  const slot = sql`(select "notesOwners"."searchSlot" from "notesOwners" where "notesOwners"."userId" = ${ownerId})`;
  const size = sql.lit(SEARCH_SLOT_SIZE);
  const matching = sql`"notesSearch" match ${expression}
    and "notesSearch".rowid >= ${slot} * ${size} and "notesSearch".rowid < (${slot} + 1) * ${size}`;
  const page = sql`select "notesSearch".rowid as "key", bm25("notesSearch", 10.0, 1.0) as "ord" from "notesSearch"
    where ${matching} order by "ord", "notesSearch".rowid desc limit ${limit} offset ${offset}`;
  // A page short of `limit` ends the hits, and then says how many there are without counting them again.
  const onPage = sql`(select count(*) from "page")`;
  const total = sql`case when ${onPage} < ${limit} and (${onPage} > 0 or ${offset} = 0) then ${offset} + ${onPage}
    else (select count(*) from "notesSearch" where ${matching}) end`;
  return compilable(db, searchedPageQuery(page, total, readerId));
});

/** The page of the person's own notes (see `ownSearch`) with their contexts and the count. */
export async function ownSearchRead(
  db: Db,
  ownerId: string,
  expression: string,
  page: { offset: number; limit: number },
) {
  const [row] = await ownSearch.execute(db, 'own', [ownerId, expression, page.offset, page.limit, ownerId]);
  return pageAnswerOf(row as Record<string, unknown>);
}

/** The notes of found search keys, in the keys' order, with the reader's contexts of them; `total` as counted. */
const keyedPage = new PreparedQuery((db: Db, values: readonly unknown[]) => {
  const [keys, total, readerId] = values as [string, number, string];
  const page = sql`select "value" as "key", "key" as "ord" from json_each(${keys})`;
  return compilable(db, searchedPageQuery(page, sql`${total}`, readerId));
});

/** The notes of a page of search keys (`searchPage`'s), in that order, with the reader's contexts. */
export async function keyedSearchRead(db: Db, keys: readonly number[], total: number, readerId: string) {
  const [row] = await keyedPage.execute(db, 'keyed', [JSON.stringify(keys), total, readerId]);
  return pageAnswerOf(row as Record<string, unknown>);
}
