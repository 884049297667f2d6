import type { AreaRoutes } from '../../http/context';

export const heartbeatRoutes: AreaRoutes = async () => {};
