import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect-of';
import { createIndex, createNamedContainer, dropTables, ownedTable, person, table, withDefault } from './schema-kit';

/**
 * Notes collections (with their questions), notes, and the person's contexts with the links
 * that put notes in them. Full-text search needs dialect SQL (docs/architecture.md, "Dialect
 * SQL"): on SQLite an FTS5 table whose rowid is the note's `searchKey`, on PostgreSQL a
 * `searchVector` column with a GIN index; the notes store keeps either in step in the same
 * transaction as the note.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createNamedContainer(db, 'notesCollections', 'notes_collections_name', {
    questions: withDefault('text', '[]'),
  });

  await ownedTable(db, 'notes', {
    notesCollectionId: 'varchar(40)',
    name: 'varchar(400)',
    body: 'text',
    effectiveDate: 'varchar(10)',
    displayInList: withDefault('integer', 0),
    // The date whose questions this note answers (one per collection and date), or null.
    answersFor: ['varchar(10)', null],
    answers: ['text', null],
    searchKey: ['bigint', null],
    createdAt: 'bigint',
  }).execute();
  const page = ['userId', 'notesCollectionId', 'effectiveDate', 'createdAt', 'id'];
  await createIndex(db, 'notes_collection_page', 'notes', page);
  await createIndex(db, 'notes_effective', 'notes', ['userId', 'effectiveDate', 'createdAt', 'id']);
  await createIndex(db, 'notes_answers_for', 'notes', ['notesCollectionId', 'answersFor'], { unique: true });

  await createNamedContainer(db, 'noteContexts', 'note_contexts_name');

  // A context is its person's; a link puts a note they can read in it.
  await table(db, 'noteContextLinks', { userId: person, contextId: 'varchar(40)', noteId: 'varchar(40)' })
    .addPrimaryKeyConstraint('note_context_links_pk', ['contextId', 'noteId'])
    .execute();
  await createIndex(db, 'note_context_links_note', 'noteContextLinks', ['noteId', 'userId']);

  if (dialectOf(db) === 'postgres') {
    await sql`alter table notes add column "searchVector" tsvector`.execute(db);
    await sql`create index notes_search on notes using gin ("searchVector")`.execute(db);
  } else {
    await createIndex(db, 'notes_search_key', 'notes', ['searchKey'], { unique: true });
    await sql`create virtual table "notesSearch" using fts5(name, body, tokenize = 'unicode61 remove_diacritics 0', prefix = '2 3 4')`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'sqlite') await sql`drop table "notesSearch"`.execute(db);
  await dropTables(db, ['noteContextLinks', 'noteContexts', 'notes', 'notesCollections']);
}
