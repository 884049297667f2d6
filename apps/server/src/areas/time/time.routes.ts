import type { AreaRoutes } from '../../http/context';
import { subGroupRoutes } from './sub-groups.routes';
import { tagRoutes } from './tags.routes';
import { timeExportRoutes } from './time-export.routes';
import { timeGroupRoutes } from './time-groups.routes';
import { timeStampRoutes } from './time-stamps.routes';
import { timeViewRoutes } from './time-views.routes';

/** The time area's routes (heartbeats register on their own). */
export const timeRoutes: AreaRoutes = async (app, deps) => {
  for (const register of [
    timeGroupRoutes,
    subGroupRoutes,
    timeStampRoutes,
    timeExportRoutes,
    timeViewRoutes,
    tagRoutes,
  ]) {
    await register(app, deps);
  }
};
