import { sql, type Kysely } from 'kysely';

/**
 * Counters gain an optional daily goal (whole thousandths, null for none); each change records
 * who made it (undo takes back the person's own last change) and whether it was a reset; and
 * changes are found by counter whoever owns it, for history, today's sums and the dashboard.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('counters').addColumn('dailyGoal', 'bigint').execute();
  await db.schema
    .alterTable('counterChanges')
    .addColumn('personId', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('counterChanges')
    .addColumn('kind', 'varchar(10)', (c) => c.notNull().defaultTo('change'))
    .execute();
  // Every change so far was made by the counter's owner: only they could reach it.
  await sql`update ${sql.table('counterChanges')} set ${sql.ref('personId')} = ${sql.ref('userId')}`.execute(db);
  await db.schema
    .createIndex('counter_changes_by_counter')
    .on('counterChanges')
    .columns(['counterId', 'time'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('counter_changes_by_counter').execute();
  await db.schema.alterTable('counterChanges').dropColumn('kind').execute();
  await db.schema.alterTable('counterChanges').dropColumn('personId').execute();
  await db.schema.alterTable('counters').dropColumn('dailyGoal').execute();
}
