import { DRINK_COLLECTIONS_MAX } from '@ordna/contract/drinks';
import { drinksRefusals } from '@ordna/contract/drinks/refusals';
import { sql } from 'kysely';
import type { ShareRole } from '@ordna/contract/sharing';
import type { Db } from '../../db/database';
import { namedContainerStore } from '../../db/named-container-store';
import { roleOf, shareableContainer, sharedWithTable } from '../sharing/public';

/** The SQL of drink collections: rows, undefined or counts; the routes decide refusals. */

const COLUMNS = ['id', 'userId', 'name', 'publicId', 'onlyInStock', 'displayName', 'version'] as const;

export interface CollectionRow {
  id: string;
  userId: string;
  name: string;
  publicId: string | null;
  onlyInStock: number;
  displayName: string;
  version: number;
}

/** The person's collections and those shared with them, in name order, with their drinks counted. */
export async function listVisibleCollections(db: Db, personId: string) {
  const counts = db
    .selectFrom('drinks')
    .select(['drinkCollectionId', (eb) => eb.fn.countAll<number | string>().as('drinkCount')])
    .groupBy('drinkCollectionId')
    .as('counts');
  const own = db
    .selectFrom('drinkCollections')
    .select([
      ...COLUMNS,
      'nameKey',
      sql<string | null>`null`.as('shareId'),
      sql<ShareRole | null>`null`.as('role'),
      sql<string | null>`null`.as('ownerName'),
    ])
    .where('userId', '=', personId);
  const shared = db
    .selectFrom(sharedWithTable(db, personId, 'drinkCollection'))
    .innerJoin('drinkCollections', 'drinkCollections.id', 'shared.thingId')
    .select([
      ...COLUMNS.map((column) => `drinkCollections.${column}` as const),
      'drinkCollections.nameKey',
      'shared.shareId',
      'shared.role',
      'shared.ownerName',
    ]);
  const rows = await db
    .selectFrom(own.unionAll(shared).as('visible'))
    .leftJoin(counts, 'counts.drinkCollectionId', 'visible.id')
    .selectAll('visible')
    .select('counts.drinkCount')
    .orderBy('visible.nameKey')
    .orderBy('visible.id')
    .execute();
  return rows.map(({ nameKey: _nameKey, drinkCount, ...row }) => ({ ...row, drinkCount: Number(drinkCount ?? 0) }));
}

/** A collection's own columns besides id, name and owner, for a read of it with what is inside (`containerSeenBy`). */
export function collectionColumns() {
  return (['publicId', 'onlyInStock', 'displayName', 'version'] as const).map((column) =>
    sql.ref(`drinkCollections.${column}`).as(column),
  );
}

/** A collection by id with its owner, whoever that is (the caller asks sharing). */
export function findAnyCollection(db: Db, drinkCollectionId: string): Promise<CollectionRow | undefined> {
  return db.selectFrom('drinkCollections').select(COLUMNS).where('id', '=', drinkCollectionId).executeTakeFirst();
}

/** A collection by id with its owner and the person's role on it (`requireReadAccess`): one statement. */
export function findCollectionWithRole(db: Db, personId: string, drinkCollectionId: string) {
  return db
    .selectFrom('drinkCollections')
    .select([...COLUMNS, roleOf(db, personId, 'drinkCollection', 'drinkCollections.id')])
    .where('id', '=', drinkCollectionId)
    .executeTakeFirst();
}

export function findCollectionByPublicId(db: Db, publicId: string): Promise<CollectionRow | undefined> {
  return db.selectFrom('drinkCollections').select(COLUMNS).where('publicId', '=', publicId).executeTakeFirst();
}

/** A drink collection's name, count and insert (db/named-container-store.ts). */
export const drinkCollectionStore = namedContainerStore('drinkCollections', {
  newRow: { publicId: null, onlyInStock: 0, displayName: '', version: 0 },
});

export interface CollectionChange {
  name?: string;
  publicId?: string | null;
  onlyInStock?: boolean;
  displayName?: string;
}

export async function updateCollection(db: Db, userId: string, id: string, change: CollectionChange): Promise<void> {
  const { name, publicId, onlyInStock, displayName } = change;
  const set = {
    ...(name !== undefined && { name, nameKey: name.toLowerCase() }),
    ...(publicId !== undefined && { publicId }),
    ...(onlyInStock !== undefined && { onlyInStock: onlyInStock ? 1 : 0 }),
    ...(displayName !== undefined && { displayName }),
  };
  await db
    .updateTable('drinkCollections')
    .set((eb) => ({ ...set, version: eb('version', '+', 1) }))
    .where('userId', '=', userId)
    .where('id', '=', id)
    .execute();
}

/** Marks a collection changed (a drink in it was added, changed, moved or deleted). */
export async function touchCollection(db: Db, userId: string, id: string): Promise<void> {
  await updateCollection(db, userId, id, {});
}

/** Deletes a collection's drinks (run it in the transaction that deletes the collection). */
export async function deleteCollectionContents(tx: Db, userId: string, id: string): Promise<void> {
  await tx.deleteFrom('drinks').where('userId', '=', userId).where('drinkCollectionId', '=', id).execute();
}

/** Drink collections as the container factory makes them (http/named-containers.ts): kind, refusals and cap. */
export const drinkCollectionContainer = shareableContainer('drinkCollection', drinkCollectionStore, {
  duplicate: drinksRefusals.duplicateCollection,
  cap: { max: DRINK_COLLECTIONS_MAX, tooMany: drinksRefusals.tooManyCollections },
});
