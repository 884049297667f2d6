import type { Refusal } from '@ordna/contract/kernel/refusals';
import type { ShareKind, ShareRole } from '@ordna/contract/sharing';
import { sharingRefusals } from '@ordna/contract/sharing/refusals';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { roleOnThing } from './share.store';

/**
 * The one question every area asks before it reads or changes a thing (docs/architecture.md,
 * "Sharing"): may this person read it, change what is inside it, or do what only its owner may
 * (delete it, share it)? A thing the person cannot see answers 404, as another person's data
 * always has; a change they may not make answers 400, never 403 (the web app signs out on 403).
 */

/** What a person is to a thing: its owner, or the role a share gave them. */
export type Access = 'owner' | ShareRole;

/** What a request needs: to read, to change what is inside, or to be the owner. */
export type Need = 'read' | 'change' | 'own';

/** A thing as the area found it by id, whoever owns it. */
export interface OwnedThing {
  id: string;
  ownerId: string;
}

type OwnerOf = (db: Db, thingId: string) => Promise<string | undefined>;

const ownerFinders = new Map<ShareKind, OwnerOf>();

/**
 * An area says which of its things can be shared and how to find one's owner by id; the share
 * routes use it to refuse a share of a thing that is not the caller's.
 */
export function declareShareable(kind: ShareKind, ownerOf: OwnerOf): void {
  ownerFinders.set(kind, ownerOf);
}

export async function ownerOfThing(db: Db, kind: ShareKind, thingId: string): Promise<string | undefined> {
  const find = ownerFinders.get(kind);
  return find ? find(db, thingId) : undefined;
}

/** The person's access to a thing, or null when they may not see it. */
export async function accessTo(db: Db, personId: string, kind: ShareKind, thing: OwnedThing): Promise<Access | null> {
  if (thing.ownerId === personId) return 'owner';
  return (await roleOnThing(db, personId, kind, thing.id)) ?? null;
}

export function allows(access: Access | null, need: Need): boolean {
  if (access === null) return false;
  if (need === 'read') return true;
  if (need === 'change') return access !== 'viewer';
  return access === 'owner';
}

/**
 * Answers the person's access to a thing the area looked up by id (undefined when there is
 * none), or refuses: `hidden` (the area's "not found") when they may not see it, 400 when they
 * may see it but not do what `need` asks.
 */
export async function requireAccess(
  db: Db,
  personId: string,
  kind: ShareKind,
  thing: OwnedThing | undefined,
  need: Need,
  hidden: Refusal,
): Promise<Access> {
  const access = thing ? await accessTo(db, personId, kind, thing) : null;
  if (access === null) throw notFound(hidden);
  if (allows(access, need)) return access;
  throw badRequest(access === 'viewer' ? sharingRefusals.viewerCannotChange : sharingRefusals.ownerOnly);
}

/**
 * `requireAccess` for a thing read together with the person's role on it (a `roleOf` column), so
 * a read folds its access check into its own statement: the same answers and refusals.
 */
export function requireReadAccess(
  personId: string,
  thing: (OwnedThing & { role: ShareRole | null }) | undefined,
  need: Need,
  hidden: Refusal,
): Access {
  const access: Access | null = !thing ? null : thing.ownerId === personId ? 'owner' : thing.role;
  if (access === null) throw notFound(hidden);
  if (allows(access, need)) return access;
  throw badRequest(access === 'viewer' ? sharingRefusals.viewerCannotChange : sharingRefusals.ownerOnly);
}

/** What a reach answers: the thing under the area's name for it, its owner and the person's access. */
export type Reached<Key extends string, Thing> = { [K in Key]: Thing } & { ownerId: string; access: Access };

/**
 * How an area reaches its shared container by id (`findAny`, whoever owns it): through
 * `requireAccess`, answering its id and name under `key`, its owner (whose rows the area's stores
 * read and write) and the person's access.
 */
export function reachContainer<Key extends string>(
  key: Key,
  kind: ShareKind,
  findAny: (db: Db, id: string) => Promise<{ id: string; name: string; userId: string } | undefined>,
  hidden: Refusal,
) {
  return async (db: Db, personId: string, id: string, need: Need) => {
    const row = await findAny(db, id);
    const access = await requireAccess(db, personId, kind, row && { id: row.id, ownerId: row.userId }, need, hidden);
    return { [key]: { id: row!.id, name: row!.name }, ownerId: row!.userId, access } as Reached<
      Key,
      { id: string; name: string }
    >;
  };
}

/**
 * How an area reaches a thing inside a shared container by id: through its container's share
 * (`containerIdOf` its row), answering the row under `key`, its owner and the person's access.
 */
export function reachInside<Key extends string, Row extends { userId: string }>(
  key: Key,
  kind: ShareKind,
  findAny: (db: Db, id: string) => Promise<Row | undefined>,
  containerIdOf: (row: Row) => string,
  hidden: Refusal,
) {
  return async (db: Db, personId: string, id: string, need: Need) => {
    const row = await findAny(db, id);
    const owned = row && { id: containerIdOf(row), ownerId: row.userId };
    const access = await requireAccess(db, personId, kind, owned, need, hidden);
    return { [key]: row!, ownerId: row!.userId, access } as Reached<Key, Row>;
  };
}
