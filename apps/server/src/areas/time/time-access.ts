import { timeRefusals } from '@ordna/contract/time/refusals';
import type { Db } from '../../db/database';
import type { AppDeps } from '../../http/context';
import { preferencesOf } from '../auth/public';
import { requireAccess, type Access, type Need } from '../sharing/public';
import { timeGroupStore } from './groups/time-groups.store';
import { findAnyStampRow, type StampRow } from './stamps/stamp-writes.store';
import { findAnySubGroup, type SubGroupRow } from './sub-groups/sub-groups.store';
import type { TimePerson } from './time-person';

/**
 * A time group is the thing that is shared; its sub groups and stamps follow it and carry its
 * owner's userId, whoever made them (docs/architecture.md, "Sharing"). Each finder looks a thing
 * up by id, asks the sharing policy whether the person may do what `need` says (404 when they
 * cannot see it, 400 when they may only view), and answers the owner whose rows it reads and writes.
 */

export interface Reached<T> {
  thing: T;
  /** The group's owner: every store call about the thing runs as this person. */
  ownerId: string;
  access: Access;
}

export async function reachGroup(db: Db, personId: string, timeGroupId: string, need: Need) {
  const row = await timeGroupStore.findAny(db, timeGroupId);
  const owned = row && { id: row.id, ownerId: row.userId };
  const access = await requireAccess(db, personId, 'timeGroup', owned, need, timeRefusals.timeGroupNotFound);
  return { thing: { id: row!.id, name: row!.name }, ownerId: row!.userId, access };
}

export async function reachSubGroup(
  db: Db,
  personId: string,
  subGroupId: string,
  need: Need,
): Promise<Reached<SubGroupRow>> {
  const row = await findAnySubGroup(db, subGroupId);
  const owned = row && { id: row.timeGroupId, ownerId: row.userId };
  const access = await requireAccess(db, personId, 'timeGroup', owned, need, timeRefusals.subGroupNotFound);
  const { userId, ...subGroup } = row!;
  return { thing: subGroup, ownerId: userId, access };
}

export async function reachStamp(db: Db, personId: string, stampId: string, need: Need): Promise<Reached<StampRow>> {
  const row = await findAnyStampRow(db, stampId);
  const owned = row && { id: row.timeGroupId, ownerId: row.userId };
  const access = await requireAccess(db, personId, 'timeGroup', owned, need, timeRefusals.stampNotFound);
  return { thing: row!, ownerId: row!.userId, access };
}

/**
 * The person reading as the owner of a shared group: the owner's rows, seen from the person's
 * date and clock. Rollups are cut in the owner's time zone (see ownerZone).
 */
export function asOwner(person: TimePerson, ownerId: string): TimePerson {
  return ownerId === person.userId ? person : { ...person, userId: ownerId };
}

/** The zone a group's rollups are cut in: its owner's, whoever writes the stamp. */
export async function ownerZone(deps: AppDeps, person: TimePerson, ownerId: string): Promise<string> {
  if (ownerId === person.userId) return person.timeZone;
  return (await preferencesOf(deps.db, { userId: ownerId })).timeZone;
}
