import { sql, type Kysely } from 'kysely';

/**
 * The stamps with a note (a description), by (userId, subGroupId, startTime): the dashboard counts
 * the journal's days with a note from this index alone (`journal-section.ts`), not by reading every
 * journal stamp of the span to look at its description (800 rows scattered over a month's stamps
 * at a million stamps). Partial, so it holds only the stamps with a note; a query uses it when it
 * names the same condition, `description != ''`, written as it is here (not a bound value).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('time_stamps_noted')
    .on('timeStamps')
    .columns(['userId', 'subGroupId', 'startTime'])
    .where(sql.ref('description'), '!=', sql.lit(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('time_stamps_noted').execute();
}
