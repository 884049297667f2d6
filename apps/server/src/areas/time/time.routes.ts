import type { AreaRoutes } from '../../http/context';

export const timeRoutes: AreaRoutes = async () => {};
