import type { AreaRoutes, ServerArea } from '../../http/context';
import { declareShareable } from '../sharing/public';
import { counterGroupStore } from './counter-groups.store';
import { counterGroupRoutes } from './counter-groups.routes';
import { counterRoutes } from './counters.routes';
import { counterHistoryRoutes } from './counter-history.routes';
import { counterUndoRoutes } from './counter-undo.routes';

// Counter groups can be shared; their counters follow them (counters-access.ts).
declareShareable('counterGroup', async (db, id) => (await counterGroupStore.findAny(db, id))?.userId);

/** Every counters route is the signed-in person's (docs/adding-an-area.md). */
const countersAreaRoutes: AreaRoutes = async (app, deps) => {
  await counterGroupRoutes(app, deps);
  await counterRoutes(app, deps);
  await counterHistoryRoutes(app, deps);
  await counterUndoRoutes(app, deps);
};

/** The counters area as the server wires it. */
export const countersArea: ServerArea = { routes: countersAreaRoutes };

export { countersDashboardSection } from './dashboard-section';
export { newChangeId } from './change-ids';
