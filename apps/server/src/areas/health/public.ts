import type { ServerArea } from '../../http/context';
import { healthRoutes } from './health.routes';

/** The connectivity check: public, no person needed. */
export const healthArea: ServerArea = { publicRoutes: healthRoutes };
