import { shutdownApplies } from '@ordna/contract/auth/device-shutdown';
import { type DeviceShutdownAnswer } from '@ordna/contract/time/heartbeat-answers';
import type { AreaRoutes } from '../../../http/context';
import { ok } from '../../../http/envelope';
import { INTEGRATION_TOKEN_SCHEME } from '../../../http/openapi';
import { preferencesOf } from '../../auth/public';
import { integrationCaller } from '../heartbeats/integration-token';
import { endRunningStamps } from './device-shutdown.service';
import { route } from '../../../http/endpoint-route';
import { timeEndpoints } from '@ordna/contract/time/endpoints';

/** A device shuts down a few times a day; a loop posting it would only end stamps that are already ended. */
const SHUTDOWNS_PER_MINUTE = 30;

/**
 * POST /device-shutdown: public, like heartbeats, because the integration token is the whole
 * credential: a shutdown hook on the device posts it (docs/architecture.md, "Device shutdown").
 * With `useDeviceShutdown` on, and the device not left out in `deviceShutdownConfig`, the
 * person's running stamps end now; otherwise nothing changes. Any body is ignored.
 */
export const deviceShutdownRoutes: AreaRoutes = async (app, { db, clock }) => {
  route(
    app,
    timeEndpoints.createDeviceShutdown,
    async (request) => {
      const now = clock();
      const { userId, tokenId } = await integrationCaller(db, request, now);
      const preferences = await preferencesOf(db, { userId });
      const applies = shutdownApplies(preferences, tokenId);
      const ended = applies ? await endRunningStamps(db, userId, { now, timeZone: preferences.timeZone }) : 0;
      const answer: DeviceShutdownAnswer = { applies, ended };
      return ok(answer);
    },
    {
      config: { rateLimit: { max: SHUTDOWNS_PER_MINUTE, timeWindow: '1 minute' } },
      security: [{ [INTEGRATION_TOKEN_SCHEME]: [] }],
    },
  );
};
