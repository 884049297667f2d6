import type { AppDeps, ServerArea } from '../http/context';
import type { SignInCheck } from '../http/signed-in';
import { authArea } from './auth/public';
import { countersArea } from './counters/public';
import { healthArea } from './health/public';
import { recipesArea } from './recipes/public';
import { sharingArea } from './sharing/public';
import { shoppingArea } from './shopping/public';
import { storageArea } from './storage/public';
import { timeArea } from './time/public';

/**
 * Every area of the server with its routes and listeners, and the sign-in check that guards the
 * signed-in routes. A new area adds one line here (docs/adding-an-area.md).
 */
export async function serverAreas(deps: AppDeps): Promise<{ areas: ServerArea[]; signInCheck: SignInCheck }> {
  const auth = await authArea(deps);
  return {
    areas: [healthArea, auth.area, sharingArea, timeArea, countersArea, storageArea, shoppingArea, recipesArea],
    signInCheck: auth.signInCheck,
  };
}
