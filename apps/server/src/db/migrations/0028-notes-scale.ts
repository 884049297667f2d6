import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect-of';
import { addColumns, withDefault } from './schema-kit';

/**
 * Notes read at 100,000 a person (#23, docs/architecture.md "Dialect SQL"). Each collection keeps
 * how many notes it holds (`noteCount`, changed by every note write in its transaction, as the
 * owner's count in `notesOwners`), so a collection's page reads its count instead of counting
 * the collection's index entries. Collections already made are counted here. On PostgreSQL each
 * note's `searchVector` also holds its owner as a lexeme no search word can be (`@` and the
 * owner's id, no weight or position, so ranks stay as they were): a search asks the GIN index
 * for its words and the owner together, and reads only that person's hits from the table
 * instead of every person's (areas/notes/note-search.store.ts). Every note's vector is rewritten.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumns(db, 'notesCollections', { noteCount: withDefault('integer', 0) });
  await sql`update "notesCollections" set "noteCount" =
    (select count(*) from notes where notes."notesCollectionId" = "notesCollections".id)`.execute(db);
  if (dialectOf(db) === 'postgres') {
    await sql`update notes set "searchVector" = "searchVector" || array_to_tsvector(array['@' || "userId"])
      where "searchVector" is not null`.execute(db);
    await sql`analyze notes`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`update notes set "searchVector" = ts_delete("searchVector", array['@' || "userId"])
      where "searchVector" is not null`.execute(db);
  }
  await db.schema.alterTable('notesCollections').dropColumn('noteCount').execute();
}
