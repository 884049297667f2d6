import type { AreaRoute } from '../../shared/area';
import { trackerRoutes } from './tracker.routes';
import { viewRoutes } from './views/views.routes';
import { adminRoutes } from './admin/admin.routes';
import { integrationRoutes } from './integrations/integrations.routes';

/** The time tracker's routes, each part in its own file. */
export const timeRoutes: AreaRoute[] = [...trackerRoutes, ...viewRoutes, ...adminRoutes, ...integrationRoutes];
