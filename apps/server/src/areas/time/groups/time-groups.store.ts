import type { Db } from '../../../db/database';
import { sql } from 'kysely';
import type { ShareRole } from '@ordna/contract/sharing';
import { inLockOrder } from '../../../db/lock-order';
import { PreparedQuery } from '../../../db/prepared-query';
import { namedContainerStore } from '../../../db/named-container-store';
import { sharedWithTable } from '../../sharing/public';
import { dropTimeGroupRollups } from '../rollups/rollups';
import { lockSubGroup } from '../sub-groups/sub-groups.store';
import { lockRulesOfGroup } from '../heartbeats/url-rules.store';

/** The person's time groups. */

// Prepared once: every list request reads the groups.
const groupsOfPerson = new PreparedQuery((db: Db, [userId]: readonly string[]) =>
  db.selectFrom('timeGroups').select(['id', 'name']).where('userId', '=', userId!).orderBy('nameKey'),
);

export function listGroups(db: Db, userId: string) {
  return groupsOfPerson.execute(db, 'all', [userId]);
}

export interface VisibleGroupRow {
  id: string;
  name: string;
  /** Set on a group someone else shared with the person. */
  shareId: string | null;
  role: ShareRole | null;
  ownerName: string | null;
}

/** The person's groups and those shared with them, in name order, as a select. */
export function visibleGroupsQuery(db: Db, personId: string) {
  const own = db
    .selectFrom('timeGroups')
    .select([
      'id',
      'name',
      'nameKey',
      sql<string | null>`null`.as('shareId'),
      sql<ShareRole | null>`null`.as('role'),
      sql<string | null>`null`.as('ownerName'),
    ])
    .where('userId', '=', personId);
  const shared = db
    .selectFrom(sharedWithTable(db, personId, 'timeGroup'))
    .innerJoin('timeGroups', 'timeGroups.id', 'shared.thingId')
    .select([
      'timeGroups.id',
      'timeGroups.name',
      'timeGroups.nameKey',
      'shared.shareId',
      'shared.role',
      'shared.ownerName',
    ]);
  return own.unionAll(shared).orderBy('nameKey').orderBy('id');
}

// Prepared once: every list request reads it.
const visibleGroups = new PreparedQuery((db: Db, [personId]: readonly string[]) => visibleGroupsQuery(db, personId!));

/**
 * The person's groups and the groups shared with them, in name order, in one query: their own
 * rows by the (userId, nameKey) index, the shared ones from the share table's (personId, kind) index.
 */
export async function listVisibleGroups(db: Db, personId: string): Promise<VisibleGroupRow[]> {
  const rows = await visibleGroups.execute(db, 'all', [personId]);
  return rows.map(({ nameKey: _nameKey, ...row }) => row);
}

/** A time group's name, insert, rename and lookup by id (db/named-container-store.ts). */
export const timeGroupStore = namedContainerStore('timeGroups');

/**
 * A group by id as the person sees it: its owner, and the share that shows it to them (id, role,
 * owner's name; null when none), which is also their access (`requireReadAccess`). A read of what
 * is in the group adds its columns (views/list-queries.ts).
 */
export function groupSeenByQuery(db: Db, personId: string, timeGroupId: string) {
  return db
    .selectFrom('timeGroups')
    .leftJoin(sharedWithTable(db, personId, 'timeGroup'), 'shared.thingId', 'timeGroups.id')
    .select([
      'timeGroups.id',
      'timeGroups.name',
      'timeGroups.userId',
      'shared.shareId',
      'shared.role',
      'shared.ownerName',
    ])
    .where('timeGroups.id', '=', timeGroupId);
}

/**
 * Deletes a time group's sub groups, stamps, rollups and tag links (run it in the transaction that
 * deletes the group). Its rules, the group and its sub groups are locked first, in the order every
 * flow that writes stamps takes them, each kind in lock order (inLockOrder; docs/architecture.md,
 * "Concurrent writes"): a stamp written into the group meanwhile is deleted with it, or waits and
 * then finds the group gone.
 */
export async function deleteGroupContents(tx: Db, userId: string, timeGroupId: string): Promise<void> {
  await lockRulesOfGroup(tx, userId, timeGroupId);
  await timeGroupStore.lock(tx, userId, timeGroupId);
  const subGroupIds = (
    await tx
      .selectFrom('subGroups')
      .select('id')
      .where('userId', '=', userId)
      .where('timeGroupId', '=', timeGroupId)
      .execute()
  ).map((row) => row.id);
  // In lock order, not SQL's (which follows the database's collation), as a move takes two of them.
  for (const id of inLockOrder(subGroupIds)) await lockSubGroup(tx, userId, id);
  if (subGroupIds.length > 0) {
    await tx.deleteFrom('timeStamps').where('userId', '=', userId).where('subGroupId', 'in', subGroupIds).execute();
    await tx.deleteFrom('subGroupTags').where('userId', '=', userId).where('subGroupId', 'in', subGroupIds).execute();
  }
  await dropTimeGroupRollups(tx, userId, timeGroupId, subGroupIds);
  await tx.deleteFrom('subGroups').where('userId', '=', userId).where('timeGroupId', '=', timeGroupId).execute();
  await tx.deleteFrom('timeGroupTags').where('userId', '=', userId).where('timeGroupId', '=', timeGroupId).execute();
}
