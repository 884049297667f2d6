import type { ServerArea } from '../../http/context';
import { heartbeatIntakeRoutes } from './heartbeats/heartbeat-intake.routes';
import { rebuildRollups } from './rollups/rebuild-rollups';
import { timeRoutes } from './time.routes';

/**
 * The time area as the server wires it: heartbeats arrive with an integration token (public),
 * everything else is the signed-in person's, and day totals are re-cut when the time zone changes.
 */
export const timeArea: ServerArea = {
  publicRoutes: heartbeatIntakeRoutes,
  routes: timeRoutes,
  listen: ({ hooks }) => {
    hooks.on('timeZoneChanged', ({ db, userId, timeZone }) => rebuildRollups(db, userId, timeZone));
  },
};
