import type { AppDeps, ServerArea } from '../http/context';
import type { ExtraCheck, SignInCheck } from '../http/signed-in';
import { accountArea } from './account/public';
import { authArea } from './auth/public';
import { countersArea, countersDashboardSection } from './counters/public';
import { dashboardArea, type DashboardWiring } from './dashboard/public';
import { drinksArea } from './drinks/public';
import { healthArea } from './health/public';
import { imagesArea } from './images/public';
import { notesArea, notesDashboardSection, questionsDashboardSection } from './notes/public';
import { passwordsArea } from './passwords/public';
import { recipesArea } from './recipes/public';
import { sharingArea } from './sharing/public';
import { shoppingArea, shoppingDashboardSection } from './shopping/public';
import { storageArea, storageDashboardSection } from './storage/public';
import { journalDashboardSection, timeArea, timeDashboardSection } from './time/public';

/** Every area's dashboard section (docs/adding-an-area.md, "Dashboard section"); one line each. */
export const dashboardSections: DashboardWiring['sections'] = [
  timeDashboardSection,
  journalDashboardSection,
  notesDashboardSection,
  questionsDashboardSection,
  countersDashboardSection,
  shoppingDashboardSection,
  storageDashboardSection,
];

/**
 * Every area of the server with its routes and listeners, and the sign-in check that guards the
 * signed-in routes. A new area adds one line here (docs/adding-an-area.md).
 */
export async function serverAreas(
  deps: AppDeps,
): Promise<{ areas: ServerArea[]; signInCheck: SignInCheck; extraCheck: ExtraCheck }> {
  const auth = await authArea(deps);
  const { signInCheck, extraCheck } = auth;
  const dashboard = dashboardArea({ sections: dashboardSections });
  return {
    areas: [
      healthArea,
      auth.area,
      accountArea,
      sharingArea,
      timeArea,
      countersArea,
      passwordsArea,
      notesArea,
      storageArea,
      shoppingArea,
      drinksArea,
      recipesArea,
      imagesArea,
      dashboard,
    ],
    signInCheck,
    extraCheck,
  };
}
