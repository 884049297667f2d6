import { type Device } from '@ordna/contract/auth';
import { authRefusals } from '@ordna/contract/auth/refusals';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { signedInOf } from '../../http/signed-in';
import { deviceAnswer } from './devices';
import { renameDevice } from './devices.store';
import { listActiveSessions, revokeSession } from './sessions';
import { route } from '../../http/endpoint-route';
import { authEndpoints } from '@ordna/contract/auth/endpoints';

/** Device control: the person's signed-in devices, each with a name they may give it, and signing one out. */
export const devicesRoutes: AreaRoutes = async (app, { db, clock }) => {
  route(app, authEndpoints.readDevices, async (request) => {
    const { userId, sessionId } = signedInOf(request);
    const sessions = await listActiveSessions(db, userId, clock());
    const devices: Device[] = sessions.map((session) => deviceAnswer(session, sessionId));
    return ok(devices);
  });

  route(app, authEndpoints.nameDevice, async (request) => {
    const { userId, sessionId } = signedInOf(request);
    const { deviceId, name } = request.body;
    const renamed = await renameDevice(db, userId, deviceId, name || null, clock());
    if (!renamed) throw notFound(authRefusals.noSuchDevice);
    return ok(deviceAnswer(renamed, sessionId));
  });

  route(app, authEndpoints.signOutDevice, async (request) => {
    const { userId } = signedInOf(request);
    if (!(await revokeSession(db, userId, request.query.deviceId, clock()))) throw notFound(authRefusals.noSuchDevice);
    return ok(null);
  });
};
