import type { AppRoute } from '../../../app/route-types';

export const integrationRoutes: AppRoute[] = [];
