import { STORAGE_GROUPS_MAX } from '@ordna/contract/storage';
import { storageRefusals } from '@ordna/contract/storage/refusals';
import { sql } from 'kysely';
import { nameKeyOf } from '@ordna/contract/kernel/quantities';
import type { Db } from '../../db/database';
import { namedContainerStore } from '../../db/named-container-store';
import { listVisibleContainers, shareableContainer } from '../sharing/public';

/** The person's storage groups: rows or undefined; the routes decide refusals. */

/** How many items a group holds, beside each group of a list. */
const itemCount = (db: Db) =>
  db
    .selectFrom('storageItems')
    .select((inner) => inner.fn.countAll<number | string>().as('n'))
    .where('storageItems.storageGroupId', '=', sql.ref<string>('storageGroups.id'))
    .where('storageItems.userId', '=', sql.ref<string>('storageGroups.userId'))
    .as('itemCount');

/**
 * The person's groups and those shared with them, in name order, in one query, each with how
 * many items it holds; a shared one carries the share's id, the role and its owner's name.
 */
export async function listVisibleGroups(db: Db, personId: string) {
  const rows = await listVisibleContainers(db, personId, 'storageGroups', 'storageGroup', {
    columns: ['userId'],
    computed: [itemCount(db)],
  });
  return rows.map(({ itemCount, ...row }) => ({ ...row, itemCount: Number(itemCount) }));
}

/** A storage group's name, count, insert, rename and lookup by id (db/named-container-store.ts). */
export const storageGroupStore = namedContainerStore('storageGroups', { keyOf: nameKeyOf });

/** Deletes a group's items (run it in the transaction that deletes the group). */
export async function deleteGroupContents(tx: Db, userId: string, storageGroupId: string): Promise<void> {
  await tx
    .deleteFrom('storageItems')
    .where('userId', '=', userId)
    .where('storageGroupId', '=', storageGroupId)
    .execute();
}

/** Locks the group's row until the transaction ends (NamedContainerStore.lock); false when it is gone. */
export const lockGroup = (tx: Db, userId: string, id: string): Promise<boolean> =>
  storageGroupStore.lock(tx, userId, id);

/** Storage groups as the container factory makes them (http/named-containers.ts): kind, refusals and cap. */
export const storageGroupContainer = shareableContainer('storageGroup', storageGroupStore, {
  duplicate: storageRefusals.duplicateGroup,
  cap: { max: STORAGE_GROUPS_MAX, tooMany: storageRefusals.tooManyGroups },
});
