import type { AreaRoutes } from '../../http/context';

/** Two-factor sign-in, password change and device control. */
export const authSettingsRoutes: AreaRoutes = async () => {};
