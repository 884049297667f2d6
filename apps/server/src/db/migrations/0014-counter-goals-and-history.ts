import { sql, type Kysely } from 'kysely';
import { addColumns, createIndex, withDefault } from './schema-kit';

/**
 * Counters gain an optional daily goal (whole thousandths, null for none); each change records
 * who made it (undo takes back the person's own last change) and whether it was a reset; and
 * changes are found by counter whoever owns it, for history, today's sums and the dashboard.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumns(db, 'counters', { dailyGoal: ['bigint', null] });
  await addColumns(db, 'counterChanges', {
    personId: withDefault('varchar(40)', ''),
    kind: withDefault('varchar(10)', 'change'),
  });
  // Every change so far was made by the counter's owner: only they could reach it.
  await sql`update ${sql.table('counterChanges')} set ${sql.ref('personId')} = ${sql.ref('userId')}`.execute(db);
  await createIndex(db, 'counter_changes_by_counter', 'counterChanges', ['counterId', 'time']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('counter_changes_by_counter').execute();
  await db.schema.alterTable('counterChanges').dropColumn('kind').execute();
  await db.schema.alterTable('counterChanges').dropColumn('personId').execute();
  await db.schema.alterTable('counters').dropColumn('dailyGoal').execute();
}
