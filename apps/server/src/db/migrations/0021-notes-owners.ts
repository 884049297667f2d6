import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect-of';

/**
 * One row per person who owns notes: how many they own, kept by every note write in its own
 * transaction (the notes cap reads it instead of counting 100,000 rows), and on SQLite the
 * person's search slot. A note's `searchKey` (its rowid in the FTS5 table) becomes slot × 2³²
 * plus a number within the owner, so a search of a person's own notes is a rowid range the FTS5
 * table seeks to instead of a join of every hit back to `notes` (docs/architecture.md, "Dialect
 * SQL"). Existing notes are counted and, on SQLite, re-keyed with their search entries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notesOwners')
    .addColumn('userId', 'varchar(40)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('noteCount', 'integer', (c) => c.notNull())
    .addColumn('searchSlot', 'bigint')
    .addColumn('lastSearchKey', 'bigint')
    .execute();
  if (dialectOf(db) === 'postgres') {
    await sql`insert into "notesOwners" ("userId", "noteCount")
      select "userId", count(*) from notes group by "userId"`.execute(db);
    return;
  }
  await db.schema.createIndex('notes_owners_search_slot').unique().on('notesOwners').column('searchSlot').execute();
  await sql`insert into "notesOwners" ("userId", "noteCount", "searchSlot", "lastSearchKey")
    select "userId", count(*), row_number() over (order by "userId"), 0 from notes group by "userId"`.execute(db);
  await sql`create temp table "notesRekey" (old integer primary key, new integer not null)`.execute(db);
  await sql`insert into "notesRekey" (old, new)
    select n."searchKey", o."searchSlot" * 4294967296
      + row_number() over (partition by n."userId" order by n."searchKey")
    from notes n join "notesOwners" o on o."userId" = n."userId" where n."searchKey" is not null`.execute(db);
  await sql`update notes set "searchKey" = (select new from "notesRekey" where old = notes."searchKey")
    where "searchKey" is not null`.execute(db);
  await sql`update "notesOwners" set "lastSearchKey" = coalesce(
    (select max("searchKey") from notes where notes."userId" = "notesOwners"."userId"),
    "searchSlot" * 4294967296)`.execute(db);
  await sql`create virtual table "notesSearchKeyed" using fts5(name, body, tokenize = 'unicode61 remove_diacritics 0', prefix = '2 3 4')`.execute(
    db,
  );
  // Entries whose notes are gone (a deleted account's) are not carried over.
  await sql`insert into "notesSearchKeyed" (rowid, name, body)
    select k.new, s.name, s.body from "notesSearch" s join "notesRekey" k on k.old = s.rowid`.execute(db);
  await sql`drop table "notesSearch"`.execute(db);
  await sql`alter table "notesSearchKeyed" rename to "notesSearch"`.execute(db);
  await sql`drop table "notesRekey"`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notesOwners').execute();
}
