import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect-of';

/**
 * SQLite: a search narrowed to one collection (or to the collections shared with a person) checks
 * each hit of the FTS5 table against its note by `searchKey`; the note's owner and collection are
 * in this index beside the key, so the check reads the index alone instead of each hit's whole row
 * (a body and all: 850 rows read for one word at 100,000 notes, #23). Unique because `searchKey`
 * is. PostgreSQL searches by its `searchVector` and has no search keys, so needs none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  await db.schema
    .createIndex('notes_search_key_collection')
    .unique()
    .on('notes')
    .columns(['searchKey', 'userId', 'notesCollectionId'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  await db.schema.dropIndex('notes_search_key_collection').execute();
}
