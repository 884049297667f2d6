import { IconChefHat } from '@tabler/icons-react';
import { defineArea } from '../../shared/area';
import { recipesKeys } from './recipes-keys';

/** Recipes in collections, imported from pages, scaled, and linked to storage and shopping (docs/adding-an-area.md). */
export default defineArea({
  id: 'recipes',
  i18nNamespace: 'recipes',
  routes: [
    {
      path: '/recipe-collections',
      access: 'auth',
      titleKey: 'recipes.title',
      page: () => import('./RecipeCollectionsPage'),
    },
    {
      path: '/recipe-collection/:collectionId',
      access: 'auth',
      titleKey: 'recipes.collection.title',
      page: () => import('./RecipeCollectionPage'),
    },
    {
      path: '/add-recipe/:collectionId/:edit?',
      access: 'auth',
      titleKey: 'recipes.recipe.addTitle',
      page: () => import('./AddRecipePage'),
    },
    { path: '/recipe/:recipeId', access: 'auth', titleKey: 'recipes.recipe.title', page: () => import('./RecipePage') },
  ],
  sideBar: {
    place: 'recipes',
    order: 60,
    labelKey: 'nav.recipes',
    descriptionKey: 'recipes.nav.description',
    icon: IconChefHat,
    path: '/recipe-collections',
    segments: ['recipe-collection', 'add-recipe', 'recipe'],
    collections: () => import('./side-bar'),
  },
  shortcuts: [{ id: 'recipes', labelKey: 'nav.recipes', icon: IconChefHat, path: '/recipe-collections' }],
  itemLists: {
    'recipe-collection': '/recipe-collections',
    recipe: '/recipe-collections',
    'add-recipe': '/recipe-collections',
  },
  live: () => import('./live'),
  keptOffline: { keep: [recipesKeys.all] },
  commands: () => import('./commands'),
});
