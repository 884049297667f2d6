import type { Kysely } from 'kysely';
import { hashtagsOf } from '../../lib/markdown-hashtags';

/**
 * A note's #tags (`lib/markdown-hashtags.ts`), one row per note and tag, kept by every note write
 * in its transaction: `noteId` + `tagKey` is the key, and `userId` (the note's owner) + `tagKey`
 * the index a tag filter and a person's tag counts read through. `createdAt` is the note's, so a
 * tag shows as it was first written. Notes written before are read once here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('noteTags')
    .addColumn('userId', 'varchar(40)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('noteId', 'varchar(40)', (c) => c.notNull())
    .addColumn('tagKey', 'varchar(200)', (c) => c.notNull())
    .addColumn('tag', 'varchar(200)', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('note_tags_pk', ['noteId', 'tagKey'])
    .execute();
  await db.schema.createIndex('note_tags_by_owner').on('noteTags').columns(['userId', 'tagKey', 'noteId']).execute();
  await backfill(db as Kysely<BackfillTables>);
}

interface BackfillTables {
  notes: { id: string; userId: string; body: string; createdAt: number };
  noteTags: { userId: string; noteId: string; tagKey: string; tag: string; createdAt: number };
}

/** The tags of every note that holds a `#`, 500 notes at a time in id order. */
async function backfill(db: Kysely<BackfillTables>): Promise<void> {
  let after = '';
  for (;;) {
    const notes = await db
      .selectFrom('notes')
      .select(['id', 'userId', 'body', 'createdAt'])
      .where('id', '>', after)
      .where('body', 'like', '%#%')
      .orderBy('id')
      .limit(500)
      .execute();
    if (notes.length === 0) return;
    const rows = notes.flatMap((note) =>
      hashtagsOf(note.body).map(({ tag, key }) => ({
        userId: note.userId,
        noteId: note.id,
        tagKey: key,
        tag,
        createdAt: Number(note.createdAt),
      })),
    );
    // At most 50 tags a note: 25,000 rows of 5 values, in chunks under SQLite's bound variables.
    for (let i = 0; i < rows.length; i += 1_000)
      await db
        .insertInto('noteTags')
        .values(rows.slice(i, i + 1_000))
        .execute();
    after = notes[notes.length - 1]!.id;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('noteTags').execute();
}
