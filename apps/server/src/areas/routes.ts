import type { AreaRoutes } from '../http/context';
import { authSettingsRoutes } from './auth/auth-settings.routes';
import { timeRoutes } from './time/time.routes';
import { heartbeatRoutes } from './time/heartbeats/heartbeats.routes';

/** Each area's routes, beside health and sign-in which app.ts registers first. */
export const areaRoutes: AreaRoutes[] = [authSettingsRoutes, timeRoutes, heartbeatRoutes];
