import type { Share, ShareKind } from '@ordna/contract/sharing';
import { SHARES_PER_THING_MAX } from '@ordna/contract/sharing';
import { sharingRefusals } from '@ordna/contract/sharing/refusals';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { badRequest, conflict, notFound } from '../../http/errors';
import { withUniqueName } from '../../http/named-containers';
import { signedInOf } from '../../http/signed-in';
import { newId } from '../../lib/ids';
import { personByUsername } from '../auth/public';
import { ownerOfThing } from './share-policy';
import { countShares, deleteShare, findShare, insertShare, roleOnThing, setRole, sharesOfThing } from './share.store';
import { route } from '../../http/endpoint-route';
import { sharingEndpoints } from '@ordna/contract/sharing/endpoints';

/** Refuses unless the person owns the thing: 400 when it is shared with them, else 404. */
async function requireOwner(db: Db, personId: string, kind: ShareKind, thingId: string): Promise<void> {
  const ownerId = await ownerOfThing(db, kind, thingId);
  if (ownerId === personId) return;
  if (ownerId && (await roleOnThing(db, personId, kind, thingId))) throw badRequest(sharingRefusals.ownerOnly);
  throw notFound(sharingRefusals.thingNotFound);
}

const toShare = (row: { id: string; role: Share['role']; username: string }): Share => ({
  _id: row.id,
  username: row.username,
  role: row.role,
});

/**
 * /share: who a thing is shared with (its owner sees everyone, a person it is shared with sees
 * their own share), share by username, change a role, and revoke or leave.
 */
export const shareRoutes: AreaRoutes = async (app, { db, clock, live }) => {
  // A share, a new role or a revocation changes what both people see of the thing: tell both.
  const tellBoth = (kind: ShareKind, thingId: string, ownerId: string, personId: string) =>
    live.publish({ kind, id: thingId, action: 'changed' }, [ownerId, personId]);

  route(app, sharingEndpoints.readShares, async (request) => {
    const { userId } = signedInOf(request);
    const { kind, id } = request.query;
    const ownerId = await ownerOfThing(db, kind, id);
    if (ownerId === userId) return ok((await sharesOfThing(db, kind, id)).map(toShare));
    if (ownerId && (await roleOnThing(db, userId, kind, id)))
      return ok((await sharesOfThing(db, kind, id, userId)).map(toShare));
    throw notFound(sharingRefusals.thingNotFound);
  });

  route(app, sharingEndpoints.share, async (request, reply) => {
    const { userId } = signedInOf(request);
    const { kind, id, username, role } = request.body;
    await requireOwner(db, userId, kind, id);
    const person = await personByUsername(db, username);
    if (!person) throw notFound(sharingRefusals.unknownPerson);
    if (person.id === userId) throw badRequest(sharingRefusals.withYourself);
    const row = { id: newId(), kind, thingId: id, ownerId: userId, personId: person.id, role, createdAt: clock() };
    // The share's unique index (thing, person) holds when two calls pass the check at once.
    await withUniqueName(sharingRefusals.alreadyShared, () =>
      inTransaction(db, async (tx) => {
        if (await roleOnThing(tx, person.id, kind, id)) throw conflict(sharingRefusals.alreadyShared);
        if ((await countShares(tx, kind, id)) >= SHARES_PER_THING_MAX) throw conflict(sharingRefusals.tooManyShares);
        await insertShare(tx, row);
      }),
    );
    tellBoth(kind, id, userId, person.id);
    return reply.status(201).send(ok(toShare({ id: row.id, role, username: person.username })));
  });

  route(app, sharingEndpoints.changeRole, async (request) => {
    const { userId } = signedInOf(request);
    const { shareId, role } = request.body;
    const share = await findShare(db, shareId);
    if (share?.personId === userId) throw badRequest(sharingRefusals.ownerOnly);
    if (!share || share.ownerId !== userId) throw notFound(sharingRefusals.shareNotFound);
    await setRole(db, share.id, role);
    const [row] = await sharesOfThing(db, share.kind, share.thingId, share.personId);
    if (!row) throw notFound(sharingRefusals.shareNotFound);
    tellBoth(share.kind, share.thingId, share.ownerId, share.personId);
    return ok(toShare(row));
  });

  route(app, sharingEndpoints.unshare, async (request) => {
    const { userId } = signedInOf(request);
    const share = await findShare(db, request.query.shareId);
    // The owner revokes; the person it is shared with leaves.
    if (!share || (share.ownerId !== userId && share.personId !== userId))
      throw notFound(sharingRefusals.shareNotFound);
    await deleteShare(db, share.id);
    tellBoth(share.kind, share.thingId, share.ownerId, share.personId);
    return ok(null);
  });
};
