import { deviceNameBody, deviceQuery, type Device } from '@ordna/contract/auth';
import { authRefusals } from '@ordna/contract/auth/refusals';
import { z } from 'zod';
import { signedInDeviceAnswer } from '@ordna/contract/auth/answers';
import { failureAnswers, nothing, success } from '@ordna/contract/kernel/envelope';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { signedInOf } from '../../http/signed-in';
import { deviceAnswer } from './devices';
import { renameDevice } from './devices.store';
import { listActiveSessions, revokeSession } from './sessions';

/** Device control: the person's signed-in devices, each with a name they may give it, and signing one out. */
export const devicesRoutes: AreaRoutes = async (app, { db, clock }) => {
  app.get(
    '/auth/devices',
    { schema: { response: { 200: success(z.array(signedInDeviceAnswer)), ...failureAnswers } } },
    async (request) => {
      const { userId, sessionId } = signedInOf(request);
      const sessions = await listActiveSessions(db, userId, clock());
      const devices: Device[] = sessions.map((session) => deviceAnswer(session, sessionId));
      return ok(devices);
    },
  );

  app.put(
    '/auth/devices',
    { schema: { body: deviceNameBody, response: { 200: success(signedInDeviceAnswer), ...failureAnswers } } },
    async (request) => {
      const { userId, sessionId } = signedInOf(request);
      const { deviceId, name } = request.body;
      const renamed = await renameDevice(db, userId, deviceId, name || null, clock());
      if (!renamed) throw notFound(authRefusals.noSuchDevice);
      return ok(deviceAnswer(renamed, sessionId));
    },
  );

  app.delete(
    '/auth/devices',
    { schema: { querystring: deviceQuery, response: { 200: success(nothing), ...failureAnswers } } },
    async (request) => {
      const { userId } = signedInOf(request);
      if (!(await revokeSession(db, userId, request.query.deviceId, clock())))
        throw notFound(authRefusals.noSuchDevice);
      return ok(null);
    },
  );
};
