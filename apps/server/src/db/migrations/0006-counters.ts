import type { Kysely } from 'kysely';
import { createIndex, createNamedContainer, dropTables, ownedTable, withDefault } from './schema-kit';

/**
 * Counter groups, counters and every change of a counter's value. Amounts are whole thousandths
 * (bigint), so adding them is exact; a change row beside each update lets history, undo and
 * per-day values be built on the same table. Deletes run inside the area, in one transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createNamedContainer(db, 'counterGroups', 'counter_groups_name');

  await ownedTable(db, 'counters', {
    counterGroupId: 'varchar(40)',
    name: 'varchar(200)',
    nameKey: 'varchar(200)',
    step: 'bigint',
    unit: 'varchar(40)',
    value: withDefault('bigint', 0),
    createdAt: 'bigint',
  }).execute();
  await createIndex(db, 'counters_name', 'counters', ['userId', 'counterGroupId', 'nameKey'], { unique: true });

  await ownedTable(db, 'counterChanges', {
    counterId: 'varchar(40)',
    amount: 'bigint',
    time: 'bigint',
  }).execute();
  await createIndex(db, 'counter_changes_counter', 'counterChanges', ['userId', 'counterId', 'time']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['counterChanges', 'counters', 'counterGroups']);
}
