import { sql, type Expression } from 'kysely';
import type { ShareKind, ShareRole } from '@ordna/contract/sharing';
import type { Db } from '../../db/database';
import type { ShareTable } from './sharing.tables';
import { countRows } from '../../db/count-rows';

/** The SQL of shares: rows, undefined or counts; share.routes.ts and share-policy.ts decide. */

export type ShareRow = ShareTable;

/** The role a person has on one thing through a share, if any. */
export async function roleOnThing(db: Db, personId: string, kind: ShareKind, thingId: string) {
  const row = await db
    .selectFrom('share')
    .select('role')
    .where('kind', '=', kind)
    .where('thingId', '=', thingId)
    .where('personId', '=', personId)
    .executeTakeFirst();
  return row?.role;
}

/** Who a thing is shared with, with their usernames, in name order. */
export function sharesOfThing(db: Db, kind: ShareKind, thingId: string, onlyPersonId?: string) {
  let query = db
    .selectFrom('share')
    .innerJoin('users', 'users.id', 'share.personId')
    .select(['share.id', 'share.role', 'users.username'])
    .where('share.kind', '=', kind)
    .where('share.thingId', '=', thingId);
  if (onlyPersonId) query = query.where('share.personId', '=', onlyPersonId);
  return query.orderBy('users.usernameKey').execute();
}

export function countShares(db: Db, kind: ShareKind, thingId: string): Promise<number> {
  return countRows(db, 'share', { kind, thingId });
}

export function findShare(db: Db, shareId: string): Promise<ShareRow | undefined> {
  return db.selectFrom('share').selectAll().where('id', '=', shareId).executeTakeFirst();
}

export async function insertShare(db: Db, row: ShareRow): Promise<void> {
  await db.insertInto('share').values(row).execute();
}

export async function setRole(db: Db, shareId: string, role: ShareRole): Promise<void> {
  await db.updateTable('share').set({ role }).where('id', '=', shareId).execute();
}

export async function deleteShare(db: Db, shareId: string): Promise<void> {
  await db.deleteFrom('share').where('id', '=', shareId).execute();
}

/** Removes every share of a thing (it is being deleted; run it in the same transaction). */
export async function deleteSharesOfThing(db: Db, kind: ShareKind, thingId: string): Promise<void> {
  await db.deleteFrom('share').where('kind', '=', kind).where('thingId', '=', thingId).execute();
}

/** Every share the person gave (as owner) or received (as the person shared with). */
export function sharesGivenOrReceived(db: Db, personId: string) {
  return db
    .selectFrom('share')
    .select(['kind', 'thingId', 'ownerId', 'personId'])
    .where((eb) => eb.or([eb('ownerId', '=', personId), eb('personId', '=', personId)]))
    .execute();
}

/** The owner and everyone a thing is shared with. */
export async function peopleOfThing(db: Db, kind: ShareKind, thingId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('share')
    .select(['ownerId', 'personId'])
    .where('kind', '=', kind)
    .where('thingId', '=', thingId)
    .execute();
  return rows.flatMap((row) => [row.ownerId, row.personId]);
}

/**
 * The things of a kind shared with a person, as a table to join on the thing's id (`shared.thingId`):
 * with the share's id, the role and the owner's name, so a list reads own and shared things in one
 * query.
 */
export function sharedWithTable(db: Db, personId: string, kind: ShareKind) {
  return db
    .selectFrom('share')
    .innerJoin('users', 'users.id', 'share.ownerId')
    .select(['share.thingId', 'share.id as shareId', 'share.role', 'share.ownerId', 'users.username as ownerName'])
    .where('share.personId', '=', personId)
    .where('share.kind', '=', kind)
    .as('shared');
}

/** The person's role on the thing whose id `thingId` refers to, as a column of a read of it. */
export function roleOf(db: Db, personId: string, kind: ShareKind, thingId: string) {
  return db
    .selectFrom('share')
    .select('share.role')
    .where('share.kind', '=', kind)
    .where('share.thingId', '=', sql.ref<string>(thingId))
    .where('share.personId', '=', personId)
    .as('role');
}

/** The ids of the things of a kind shared with a person, for `where id in (…)`. */
export function sharedThingIds(db: Db, personId: string | Expression<string>, kind: ShareKind) {
  return db.selectFrom('share').select('thingId').where('personId', '=', personId).where('kind', '=', kind);
}

/** The owners who share things of a kind with a person, for `where userId in (…)`. */
export function sharingOwnerIds(db: Db, personId: string | Expression<string>, kind: ShareKind) {
  return db.selectFrom('share').select('ownerId').where('personId', '=', personId).where('kind', '=', kind);
}
