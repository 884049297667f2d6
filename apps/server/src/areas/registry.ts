import type { AppDeps, ServerArea } from '../http/context';
import type { ExtraCheck, SignInCheck } from '../http/signed-in';
import { authArea } from './auth/public';
import { countersArea } from './counters/public';
import { healthArea } from './health/public';
import { passwordsArea } from './passwords/public';
import { sharingArea } from './sharing/public';
import { timeArea } from './time/public';

/**
 * Every area of the server with its routes and listeners, and the sign-in check that guards the
 * signed-in routes. A new area adds one line here (docs/adding-an-area.md).
 */
export async function serverAreas(
  deps: AppDeps,
): Promise<{ areas: ServerArea[]; signInCheck: SignInCheck; extraCheck: ExtraCheck }> {
  const auth = await authArea(deps);
  const { signInCheck, extraCheck } = auth;
  return {
    areas: [healthArea, auth.area, sharingArea, timeArea, countersArea, passwordsArea],
    signInCheck,
    extraCheck,
  };
}
