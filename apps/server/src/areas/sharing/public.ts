import { shareKinds, type ShareKind } from '@ordna/contract/sharing';
import type { LiveEvent, LiveKind } from '@ordna/contract/kernel/live';
import type { Db } from '../../db/database';
import type { ServerArea } from '../../http/context';
import type { LivePublisher } from '../../http/live/live-bus';
import type { Refusal } from '@ordna/contract/kernel/refusals';
import type { ContainerAudience } from '../../http/named-containers';
import type { NamedContainerStore } from '../../db/named-container-store';
import { ownerOfThing } from './share-policy';
import { shareRoutes } from './share.routes';
import { deleteSharesOfThing, peopleOfThing, sharesGivenOrReceived } from './share.store';

/**
 * Sharing as other areas use it (docs/architecture.md, "Sharing"): the policy every area asks
 * before it reads or changes a thing, the tables a list joins to read own and shared things in
 * one query, and the clean-up when a thing goes.
 */

export {
  accessTo,
  allows,
  declareShareable,
  reachContainer,
  reachInside,
  requireAccess,
  requireReadAccess,
  type Access,
  type Need,
  type OwnedThing,
} from './share-policy';
export { roleOf, sharedThingIds, sharedWithTable, sharingOwnerIds } from './share.store';
export { listVisibleContainers, type VisibleContainer } from './visible-containers.store';
export { containerId, containerOwner, containerSeenBy, requireSeen } from './container-seen-by.store';

/** Removes a thing's shares; call it in the transaction that deletes the thing. */
export function forgetShares(db: Db, kind: ShareKind, thingId: string): Promise<void> {
  return deleteSharesOfThing(db, kind, thingId);
}

/** Everyone who sees a thing: its owner and everyone it is shared with (for live events). */
export async function audienceOf(db: Db, kind: ShareKind, thingId: string): Promise<string[]> {
  const [ownerId, people] = await Promise.all([ownerOfThing(db, kind, thingId), peopleOfThing(db, kind, thingId)]);
  return [...new Set([...(ownerId ? [ownerId] : []), ...people])];
}

/** Every share a person gave or received, read before the person's account goes (areas/account). */
export function sharesOfPerson(db: Db, personId: string) {
  return sharesGivenOrReceived(db, personId);
}

export const sharingArea: ServerArea = { routes: shareRoutes };

/**
 * Tells everyone who sees a shareable thing that it, or something in it, changed: its owner's
 * and its people's devices (docs/architecture.md, "Live updates"). Call it after the write has
 * committed; it never fails the request (a lost event is made good when a stream resyncs).
 */
export function tellAudience(
  db: Db,
  live: LivePublisher,
  kind: ShareKind,
  thingId: string,
  event: LiveEvent,
  alsoTell: readonly string[] = [],
): void {
  audienceOf(db, kind, thingId).then(
    (audience) => live.publish(event, [...new Set([...audience, ...alsoTell])]),
    () => live.publish(event, alsoTell),
  );
}

/** A container kind that is shared (docs/architecture.md, "Sharing"); any other is a mistake of the area's. */
function shareKindOf(kind: LiveKind): ShareKind {
  if (!(shareKinds as readonly string[]).includes(kind)) throw new Error(`${kind} is not a shareable kind`);
  return kind as ShareKind;
}

/** A shareable container's audience, for the container factory (http/named-containers.ts). */
export const shareAudience: ContainerAudience = {
  audienceOf: (db, kind, { id }) => audienceOf(db, shareKindOf(kind), id),
  forget: (tx, kind, id) => forgetShares(tx, shareKindOf(kind), id),
  tell: (db, live, kind, { id }, event) => tellAudience(db, live, shareKindOf(kind), id, event),
};

/**
 * A shareable named container as its area declares it once, beside its store: its kind, store,
 * duplicate-name refusal and cap, with sharing as its audience. The routes make it with
 * `namedContainer({ ...spec, db, live })` (http/named-containers.ts).
 */
export function shareableContainer(
  kind: ShareKind,
  store: NamedContainerStore,
  rules: { duplicate: Refusal; cap?: { max: number; tooMany: Refusal } },
) {
  return { kind, store, audience: shareAudience, ...rules };
}
