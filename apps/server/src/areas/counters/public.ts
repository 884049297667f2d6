import type { AreaRoutes, ServerArea } from '../../http/context';
import { counterGroupRoutes } from './counter-groups.routes';
import { counterRoutes } from './counters.routes';

/** Every counters route is the signed-in person's (docs/adding-an-area.md). */
const countersAreaRoutes: AreaRoutes = async (app, deps) => {
  await counterGroupRoutes(app, deps);
  await counterRoutes(app, deps);
};

/** The counters area as the server wires it. */
export const countersArea: ServerArea = { routes: countersAreaRoutes };
