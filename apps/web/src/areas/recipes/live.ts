import type { LiveQueries } from '../../shared/area';
import { recipesKeys } from './recipes-keys';

/** The recipes area's queries that show each kind of thing (docs/architecture.md, "Live updates"); loaded with the live stream. */
// A collection's change shows in the list and on its page; a recipe's in its collection's lists, its page and the suggestions.
const live: LiveQueries = {
  recipeCollection: () => [recipesKeys.collections()],
  recipe: (event) => [
    recipesKeys.recipe(event.id),
    recipesKeys.lists(),
    recipesKeys.collections(),
    recipesKeys.allSuggestions(),
  ],
};

export default live;
