import type { AreaRoutes, ServerArea } from '../../http/context';
import { declareShareable } from '../sharing/public';
import { findAnyCollection } from './drink-collections.store';
import { drinkCollectionRoutes } from './drink-collections.routes';
import { drinkRoutes } from './drinks.routes';
import { drinkImageRoutes } from './drink-image.routes';
import { publicDrinkPages } from './public-drink-pages';
import { publicDrinkRoutes } from './public-drinks.routes';

// Drink collections can be shared; their drinks follow them (drinks-access.ts).
declareShareable('drinkCollection', async (db, id) => (await findAnyCollection(db, id))?.userId);

/** The signed-in person's collections and drinks (docs/adding-an-area.md). */
const drinksAreaRoutes: AreaRoutes = async (app, deps) => {
  await drinkCollectionRoutes(app, deps);
  await drinkRoutes(app, deps);
  await drinkImageRoutes(app, deps);
};

/** The drinks area as the server wires it: its API, the public pages' JSON, and the public pages. */
export const drinksArea: ServerArea = {
  routes: drinksAreaRoutes,
  publicRoutes: publicDrinkRoutes,
  pages: publicDrinkPages,
};
