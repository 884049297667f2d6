import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect-of';

/**
 * Notes collections (with their questions), notes, and the person's contexts with the links
 * that put notes in them. Full-text search needs dialect SQL (docs/architecture.md, "Dialect
 * SQL"): on SQLite an FTS5 table whose rowid is the note's `searchKey`, on PostgreSQL a
 * `searchVector` column with a GIN index; the notes store keeps either in step in the same
 * transaction as the note.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const userRef = 'users.id';
  await db.schema
    .createTable('notesCollections')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('userId', 'varchar(40)', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('nameKey', 'varchar(200)', (c) => c.notNull())
    .addColumn('questions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notes_collections_name')
    .unique()
    .on('notesCollections')
    .columns(['userId', 'nameKey'])
    .execute();

  await db.schema
    .createTable('notes')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('userId', 'varchar(40)', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('notesCollectionId', 'varchar(40)', (c) => c.notNull())
    .addColumn('name', 'varchar(400)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('effectiveDate', 'varchar(10)', (c) => c.notNull())
    .addColumn('displayInList', 'integer', (c) => c.notNull().defaultTo(0))
    // The date whose questions this note answers (one per collection and date), or null.
    .addColumn('answersFor', 'varchar(10)')
    .addColumn('answers', 'text')
    .addColumn('searchKey', 'bigint')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notes_collection_page')
    .on('notes')
    .columns(['userId', 'notesCollectionId', 'effectiveDate', 'createdAt', 'id'])
    .execute();
  await db.schema
    .createIndex('notes_effective')
    .on('notes')
    .columns(['userId', 'effectiveDate', 'createdAt', 'id'])
    .execute();
  await db.schema
    .createIndex('notes_answers_for')
    .unique()
    .on('notes')
    .columns(['notesCollectionId', 'answersFor'])
    .execute();

  await db.schema
    .createTable('noteContexts')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('userId', 'varchar(40)', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('nameKey', 'varchar(200)', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('note_contexts_name')
    .unique()
    .on('noteContexts')
    .columns(['userId', 'nameKey'])
    .execute();

  // A context is its person's; a link puts a note they can read in it.
  await db.schema
    .createTable('noteContextLinks')
    .addColumn('userId', 'varchar(40)', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('contextId', 'varchar(40)', (c) => c.notNull())
    .addColumn('noteId', 'varchar(40)', (c) => c.notNull())
    .addPrimaryKeyConstraint('note_context_links_pk', ['contextId', 'noteId'])
    .execute();
  await db.schema.createIndex('note_context_links_note').on('noteContextLinks').columns(['noteId', 'userId']).execute();

  if (dialectOf(db) === 'postgres') {
    await sql`alter table notes add column "searchVector" tsvector`.execute(db);
    await sql`create index notes_search on notes using gin ("searchVector")`.execute(db);
  } else {
    await db.schema.createIndex('notes_search_key').unique().on('notes').column('searchKey').execute();
    await sql`create virtual table "notesSearch" using fts5(name, body, tokenize = 'unicode61 remove_diacritics 0', prefix = '2 3 4')`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'sqlite') await sql`drop table "notesSearch"`.execute(db);
  await db.schema.dropTable('noteContextLinks').execute();
  await db.schema.dropTable('noteContexts').execute();
  await db.schema.dropTable('notes').execute();
  await db.schema.dropTable('notesCollections').execute();
}
