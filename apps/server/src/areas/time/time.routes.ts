import type { AreaRoutes } from '../../http/context';
import { subGroupRoutes } from './sub-groups/sub-groups.routes';
import { tagRoutes } from './tags/tags.routes';
import { timeExportRoutes } from './export/time-export.routes';
import { timeGroupRoutes } from './groups/time-groups.routes';
import { timeStampRoutes } from './stamps/time-stamps.routes';
import { timeViewRoutes } from './views/time-views.routes';

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
