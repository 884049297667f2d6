import { sql } from 'kysely';
import type { ShareRole } from '@ordna/contract/sharing';
import { nameKeyOf } from '@ordna/contract/kernel/quantities';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db } from '../../db/database';
import { namedContainerStore } from '../../db/named-container-store';
import { sharedWithTable } from '../sharing/public';

/** The person's storage groups: rows or undefined; the routes decide refusals. */

/** How many items a group holds, beside each group of a list. */
const itemCount = (eb: ExpressionBuilder<Database, 'storageGroups'>) =>
  eb
    .selectFrom('storageItems')
    .select((inner) => inner.fn.countAll<number | string>().as('n'))
    .whereRef('storageItems.storageGroupId', '=', 'storageGroups.id')
    .whereRef('storageItems.userId', '=', 'storageGroups.userId')
    .as('itemCount');

/**
 * The person's groups and those shared with them, in name order, in one query, each with how
 * many items it holds; a shared one carries the share's id, the role and its owner's name.
 */
export async function listVisibleGroups(db: Db, personId: string) {
  const own = db
    .selectFrom('storageGroups')
    .select([
      'id',
      'name',
      'nameKey',
      'userId',
      itemCount,
      sql<string | null>`null`.as('shareId'),
      sql<ShareRole | null>`null`.as('role'),
      sql<string | null>`null`.as('ownerName'),
    ])
    .where('userId', '=', personId);
  const shared = db
    .selectFrom(sharedWithTable(db, personId, 'storageGroup'))
    .innerJoin('storageGroups', 'storageGroups.id', 'shared.thingId')
    .select([
      'storageGroups.id',
      'storageGroups.name',
      'storageGroups.nameKey',
      'storageGroups.userId',
      itemCount,
      'shared.shareId',
      'shared.role',
      'shared.ownerName',
    ]);
  const rows = await own.unionAll(shared).orderBy('nameKey').orderBy('id').execute();
  return rows.map(({ nameKey: _nameKey, itemCount, ...row }) => ({ ...row, itemCount: Number(itemCount) }));
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

/**
 * Locks the group's row until the transaction ends (a write that changes nothing: a row lock on
 * PostgreSQL, the write lock on SQLite), so flows that read the group's items and then write
 * them take turns instead of both writing what they read. False when the group is gone.
 */
export async function lockGroup(tx: Db, userId: string, storageGroupId: string): Promise<boolean> {
  const result = await tx
    .updateTable('storageGroups')
    .set((eb) => ({ name: eb.ref('name') }))
    .where('userId', '=', userId)
    .where('id', '=', storageGroupId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
