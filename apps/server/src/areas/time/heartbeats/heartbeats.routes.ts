import { timeRefusals } from '@ordna/contract/time/refusals';
import type { AreaRoutes } from '../../../http/context';
import { ok } from '../../../http/envelope';
import { badRequest, notFound } from '../../../http/errors';
import { signedInOf } from '../../../http/signed-in';
import { findUnmatchedHeartbeat, forgetUnmatchedHost, listUnmatchedHosts } from './unmatched.store';
import { route } from '../../../http/endpoint-route';
import { timeEndpoints } from '@ordna/contract/time/endpoints';

/** The unmatched heartbeats kept for making rules: by host, one of them, and forgetting a host. */
export const heartbeatRoutes: AreaRoutes = async (app, { db, clock }) => {
  route(app, timeEndpoints.readHeartbeat, async (request) => {
    const { userId } = signedInOf(request);
    const { unmatched, heartbeatId } = request.query;
    if (heartbeatId) {
      const heartbeat = await findUnmatchedHeartbeat(db, userId, heartbeatId, clock());
      if (!heartbeat) throw notFound(timeRefusals.heartbeatNotFound);
      return ok(heartbeat);
    }
    if (unmatched) return ok(await listUnmatchedHosts(db, userId, clock()));
    throw badRequest(timeRefusals.whichHeartbeats);
  });

  route(app, timeEndpoints.deleteHeartbeat, async (request) => {
    const { userId } = signedInOf(request);
    const forgotten = await forgetUnmatchedHost(db, userId, request.query.host.toLowerCase());
    return ok({ forgotten });
  });
};
