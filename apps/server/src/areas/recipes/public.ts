import type { AreaRoutes, ServerArea } from '../../http/context';
import { declareShareable } from '../sharing/public';
import { addressPolicy } from '../../lib/fetching/address-policy';
import { PageReaders } from './import/page-readers';
import { findAnyCollection } from './recipe-collections.store';
import { recipeCollectionRoutes } from './recipe-collections.routes';
import { recipeKitchenRoutes } from './recipe-kitchen.routes';
import { recipeRoutes } from './recipes.routes';
import { recipeImageRoutes } from './recipe-image.routes';

// Recipe collections can be shared; their recipes follow them (recipes-access.ts).
declareShareable('recipeCollection', async (db, id) => (await findAnyCollection(db, id))?.userId);

/** Every recipes route is the signed-in person's (docs/adding-an-area.md). */
const recipesAreaRoutes: AreaRoutes = async (app, deps) => {
  // Read once at start: a wrong RECIPE_IMPORT_ALLOW stops the server rather than allowing less or more.
  const reach = { policy: addressPolicy(deps.config.recipeImportAllow), readers: new PageReaders() };
  app.addHook('onClose', () => reach.readers.close());
  await recipeCollectionRoutes(app, deps);
  await recipeRoutes(reach)(app, deps);
  await recipeKitchenRoutes(app, deps);
  await recipeImageRoutes(app, deps);
};

/** The recipes area as the server wires it. */
export const recipesArea: ServerArea = { routes: recipesAreaRoutes };
