import type { AppRoute } from '../../app/route-types';

/** The time tracker's routes (spec section 2). */
export const timeRoutes: AppRoute[] = [];
