import { COUNTER_GROUPS_MAX } from '@ordna/contract/counters';
import { countersRefusals } from '@ordna/contract/counters/refusals';
import type { Db } from '../../db/database';
import { deleteItemsAndTheirRows, namedContainerStore } from '../../db/named-container-store';
import type { Window } from '@ordna/contract/kernel/periods';
import { rowsColumn, rowsOfColumn } from '../../db/json-rows';
import { listVisibleContainers, shareableContainer } from '../sharing/public';
import { countersOfEachGroup, type CounterRow } from './counters.store';

/** The person's counter groups: rows or undefined; the routes decide refusals. */

export function listGroups(db: Db, userId: string) {
  return db
    .selectFrom('counterGroups')
    .select(['id', 'name'])
    .where('userId', '=', userId)
    .orderBy('nameKey')
    .execute();
}

/**
 * The person's groups and those shared with them, in name order (a shared one carries the share's
 * id, the role and its owner's name), each with its counters and their sums in `window` (a JSON
 * array per group), in one statement.
 */
export async function listVisibleGroupsWithCounters(db: Db, personId: string, window: Window) {
  const rows = await listVisibleContainers(db, personId, 'counterGroups', 'counterGroup', {
    columns: ['userId'],
    computed: [rowsColumn(db, countersOfEachGroup(db, window), 'counters')],
  });
  return rows.map(({ counters, ...group }) => ({
    ...group,
    counters: rowsOfColumn<CounterRow & { today: number | string | null }>(counters),
  }));
}

/** A counter group's name, count, insert, rename and lookup by id (db/named-container-store.ts). */
export const counterGroupStore = namedContainerStore('counterGroups');

/** Deletes a group's counters and their changes (run it in the transaction that deletes it). */
export const deleteGroupContents = deleteItemsAndTheirRows(
  { table: 'counters', containerColumn: 'counterGroupId' },
  { table: 'counterChanges', itemColumn: 'counterId' },
);

/** Counter groups as the container factory makes them (http/named-containers.ts): kind, refusals and cap. */
export const counterGroupContainer = shareableContainer('counterGroup', counterGroupStore, {
  duplicate: countersRefusals.duplicateGroup,
  cap: { max: COUNTER_GROUPS_MAX, tooMany: countersRefusals.tooManyGroups },
});
