import { sql, type Expression } from 'kysely';
import type { Db } from '../../db/database';
import { insertNameKeyed, updateNameKeyed } from '../../db/name-keyed-items';
import { mergedBranches } from '../../db/merged-branches';
import { sharedThingIds } from '../sharing/public';
import type { StorageItemsTable } from './storage.tables';
import { countRows } from '../../db/count-rows';

/**
 * Storage items: rows, undefined or counts; the routes decide refusals. Quantities are the whole
 * thousandths the table keeps; `storage-answers.ts` turns them into numbers.
 */

export type StorageItemRow = StorageItemsTable;

const columns = [
  'storageItems.id',
  'storageItems.userId',
  'storageItems.storageGroupId',
  'storageItems.name',
  'storageItems.nameKey',
  'storageItems.quantity',
  'storageItems.unit',
  'storageItems.bestBefore',
  'storageItems.note',
  'storageItems.updatedAt',
] as const;

/** An item by id with its owner, whoever that is (the caller asks sharing). */
export function findAnyItem(db: Db, storageItemId: string) {
  return db.selectFrom('storageItems').select(columns).where('id', '=', storageItemId).executeTakeFirst();
}

/** A group's items, in name order (`groupItems`). */
export function listGroupItems(db: Db, userId: string, storageGroupId: string) {
  return groupItems(db, userId, storageGroupId).execute();
}

/**
 * A group's items as a query, in name order, items of one name soonest first: the owner and the
 * group as values, or as references to a group row read in the same statement.
 */
export function groupItems(db: Db, userId: string | Expression<string>, storageGroupId: string | Expression<string>) {
  return (
    db
      .selectFrom('storageItems')
      .select(columns)
      .where('storageItems.userId', '=', userId)
      .where('storageItems.storageGroupId', '=', storageGroupId)
      .orderBy('nameKey')
      // Items of one name soonest first, those that keep last, the same on both databases.
      .orderBy(sql`case when ${sql.ref('bestBefore')} is null then 1 else 0 end`)
      .orderBy('bestBefore')
      .orderBy('id')
  );
}

/**
 * Every item in the person's own groups and in groups shared with them, with its group's name:
 * one query (`where storageGroupId in` the shared ids, or the person's own rows).
 */
function visibleItems(db: Db, personId: string | Expression<string>) {
  return db
    .selectFrom('storageItems')
    .innerJoin('storageGroups', 'storageGroups.id', 'storageItems.storageGroupId')
    .select([...columns, 'storageGroups.name as storageGroupName'])
    .where((eb) =>
      eb.or([
        eb('storageItems.userId', '=', personId),
        eb('storageItems.storageGroupId', 'in', sharedThingIds(db, personId, 'storageGroup')),
      ]),
    );
}

/** The id, quantity (thousandths) and unit of every item the person sees, as a query to fold into another read. */
export function visibleItemAmounts(db: Db, personId: string | Expression<string>) {
  return visibleItems(db, personId)
    .clearSelect()
    .select(['storageItems.id', 'storageItems.quantity', 'storageItems.unit'])
    .orderBy('storageItems.id');
}

export function listVisibleItems(db: Db, personId: string) {
  return visibleItems(db, personId).orderBy('storageItems.nameKey').orderBy('storageItems.id').execute();
}

/** Items whose name holds every word, across the groups the person sees. */
export function findItemsByWords(db: Db, personId: string, words: string[], limit: number) {
  let query = visibleItems(db, personId);
  for (const word of words) {
    const escaped = word.replace(/[\\%_]/g, (char) => `\\${char}`);
    query = query.where(sql<boolean>`${sql.ref('storageItems.nameKey')} like ${`%${escaped}%`} escape '\\'`);
  }
  return query.orderBy('storageItems.nameKey').orderBy('storageItems.id').limit(limit).execute();
}

/** The names an expiring item is read under (the columns above and its group's name). */
const expiringColumns = [
  'id',
  'userId',
  'storageGroupId',
  'name',
  'nameKey',
  'quantity',
  'unit',
  'bestBefore',
  'note',
  'updatedAt',
  'storageGroupName',
] as const;

/**
 * What the person sees that is best before `lastDay` or earlier, soonest first, at most `limit`.
 * "Own or shared" is an OR no index serves, so it is two branches, each cut to `limit` before they
 * are merged: the own items through `storage_items_best_before` (userId, bestBefore), the shared
 * groups' items from the person's share rows through `storage_items_group` (owner, group).
 */
export function expiringRead(db: Db, personId: string, lastDay: string | Expression<string>, limit: number) {
  const own = db
    .selectFrom('storageItems')
    .innerJoin('storageGroups', 'storageGroups.id', 'storageItems.storageGroupId')
    .select([...columns, 'storageGroups.name as storageGroupName'])
    .where('storageItems.userId', '=', personId)
    .where('storageItems.bestBefore', 'is not', null)
    .where('storageItems.bestBefore', '<=', lastDay)
    .orderBy('storageItems.bestBefore')
    .orderBy('storageItems.nameKey')
    .limit(limit);
  const shared = db
    .selectFrom('share')
    .innerJoin('storageItems', (join) =>
      join
        .onRef('storageItems.userId', '=', 'share.ownerId')
        .onRef('storageItems.storageGroupId', '=', 'share.thingId'),
    )
    .innerJoin('storageGroups', 'storageGroups.id', 'storageItems.storageGroupId')
    .select([...columns, 'storageGroups.name as storageGroupName'])
    .where('share.personId', '=', personId)
    .where('share.kind', '=', 'storageGroup')
    .where('storageItems.bestBefore', 'is not', null)
    .where('storageItems.bestBefore', '<=', lastDay)
    .orderBy('storageItems.bestBefore')
    .orderBy('storageItems.nameKey')
    .limit(limit);
  return db
    .selectFrom(mergedBranches(db, own, shared, 'expiring'))
    .select(expiringColumns)
    .orderBy('bestBefore')
    .orderBy('nameKey')
    .limit(limit);
}

export function listExpiring(db: Db, personId: string, lastDay: string, limit: number) {
  return expiringRead(db, personId, lastDay, limit).execute();
}

export function countGroupItems(db: Db, userId: string, storageGroupId: string): Promise<number> {
  return countRows(db, 'storageItems', { userId, storageGroupId });
}

export type NewStorageItem = Omit<StorageItemRow, 'nameKey'>;

export function insertItems(db: Db, rows: NewStorageItem[]): Promise<void> {
  return insertNameKeyed(db, 'storageItems', rows);
}

export type StorageItemChanges = Partial<
  Pick<StorageItemRow, 'name' | 'quantity' | 'unit' | 'bestBefore' | 'note' | 'storageGroupId'>
> & { updatedAt: number };

export async function updateItem(db: Db, userId: string, storageItemId: string, changes: StorageItemChanges) {
  await updateNameKeyed(db, 'storageItems', userId, storageItemId, changes);
}

/**
 * Adds whole thousandths to an item's quantity in one statement, so changes that arrive together
 * all count; never below 0.
 */
export async function changeQuantity(db: Db, userId: string, storageItemId: string, by: number, at: number) {
  await db
    .updateTable('storageItems')
    .set((eb) => ({
      quantity: eb
        .case()
        .when(eb('quantity', '+', by), '<', 0)
        .then(0)
        .else(eb('quantity', '+', by))
        .end(),
      updatedAt: at,
    }))
    .where('userId', '=', userId)
    .where('id', '=', storageItemId)
    .execute();
}

export async function deleteItem(db: Db, userId: string, storageItemId: string): Promise<void> {
  await db.deleteFrom('storageItems').where('userId', '=', userId).where('id', '=', storageItemId).execute();
}

/** The groups these items are in (another area tells their people after it changed them). */
export async function groupIdsOfItems(db: Db, storageItemIds: readonly string[]): Promise<string[]> {
  if (storageItemIds.length === 0) return [];
  const rows = await db
    .selectFrom('storageItems')
    .select('storageGroupId')
    .where('id', 'in', [...storageItemIds])
    .execute();
  return [...new Set(rows.map((row) => row.storageGroupId))];
}
