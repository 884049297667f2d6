import type { Kysely } from 'kysely';

/** Each stamp may say what was done: a short description, '' when none was written. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('timeStamps')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('timeStamps').dropColumn('description').execute();
}
