import type { AreaRoutes, ServerArea } from '../../http/context';
import { declareShareable } from '../sharing/public';
import { deviceShutdownRoutes } from './device-shutdown/device-shutdown.routes';
import { timeGroupStore } from './groups/time-groups.store';
import { heartbeatIntakeRoutes } from './heartbeats/heartbeat-intake.routes';
import { rebuildRollups } from './rollups/rebuild-rollups';
import { buildRollupsInBatches } from './rollups/rollups-in-batches';
import { timeRoutes } from './time.routes';

export { timeDashboardSection } from './dashboard-section';
export { journalDashboardSection } from './journal/journal-section';

/** Calls that carry an integration token instead of a sign-in: heartbeats and device shutdowns. */
const integrationRoutes: AreaRoutes = async (app, deps) => {
  await heartbeatIntakeRoutes(app, deps);
  await deviceShutdownRoutes(app, deps);
};

// Time groups can be shared; their sub groups and stamps follow them (time-access.ts).
declareShareable('timeGroup', async (db, id) => (await timeGroupStore.findAny(db, id))?.userId);

/**
 * The time area as the server wires it: heartbeats and device shutdowns arrive with an
 * integration token (public), everything else is the signed-in person's, and day totals are re-cut when the time zone changes (and built for an imported account).
 */
export const timeArea: ServerArea = {
  publicRoutes: integrationRoutes,
  routes: timeRoutes,
  listen: ({ hooks }) => {
    hooks.on('timeZoneChanged', ({ db, userId, timeZone }) => rebuildRollups(db, userId, timeZone));
    // An imported person's stamps arrive without their totals: built in batches of their own.
    hooks.on('personArrived', ({ db, userId, timeZone }) => buildRollupsInBatches(db, userId, timeZone));
  },
};
