import type { AreaRoutes } from '../../http/context';
import { timeExportRoutes } from './export/time-export.routes';
import { timeGroupRoutes } from './groups/time-groups.routes';
import { heartbeatRoutes } from './heartbeats/heartbeats.routes';
import { integrationRoutes } from './heartbeats/integrations.routes';
import { urlRuleRoutes } from './heartbeats/url-rules.routes';
import { timeStampRoutes } from './stamps/time-stamps.routes';
import { subGroupRoutes } from './sub-groups/sub-groups.routes';
import { tagRoutes } from './tags/tags.routes';
import { timeViewRoutes } from './views/time-views.routes';

/** The time area's signed-in routes (the heartbeat intake is public: see public.ts). */
export const timeRoutes: AreaRoutes = async (app, deps) => {
  for (const register of [
    timeGroupRoutes,
    subGroupRoutes,
    timeStampRoutes,
    timeExportRoutes,
    timeViewRoutes,
    tagRoutes,
    heartbeatRoutes,
    integrationRoutes,
    urlRuleRoutes,
  ]) {
    await register(app, deps);
  }
};
