import { describe, expect, it } from 'vitest';
import type { CommandApi } from '../../shared/area';
import { commandContext } from '../../test/command-context.test-kit';
import { runLine } from '../console/public';
import recipeCommands from './commands';

/** The recipes API as `rc find` uses it, in memory: two collections and their recipes. */
function recipesApi(): CommandApi {
  const collections = [
    { _id: 'c1', name: 'Dinners' },
    { _id: 'c2', name: 'Baking' },
  ];
  const recipes = [
    { _id: 'r1', collectionId: 'c1', name: 'Pancakes' },
    { _id: 'r2', collectionId: 'c2', name: 'Pancake cake' },
    { _id: 'r3', collectionId: 'c2', name: 'Rye bread' },
  ];
  return {
    get: async <T>(path: string, params?: Record<string, unknown>) => {
      if (path === '/recipe-collection') return collections as T;
      if (path === '/recipe') {
        const query = String(params?.query ?? '').toLowerCase();
        const found = recipes.filter(
          (recipe) => recipe.collectionId === params?.collectionId && recipe.name.toLowerCase().includes(query),
        );
        return { recipes: found, pageNumber: 1, totalPages: 1 } as T;
      }
      throw new Error(`unexpected GET ${path}`);
    },
    post: () => Promise.reject(new Error('no writes')),
    put: () => Promise.reject(new Error('no writes')),
    signOut: async () => {},
  };
}

describe('rc find', () => {
  it('lists the recipes whose name holds the text, in every collection', async () => {
    const { context, opened } = commandContext({ commands: recipeCommands, api: recipesApi() });
    expect(await runLine('rc find pancake', context)).toEqual([
      { text: 'Pancakes (Dinners)' },
      { text: 'Pancake cake (Baking)' },
    ]);
    expect(opened).toEqual([]);
  });

  it('opens the recipe when one is found, and says so when none is', async () => {
    const { context, opened } = commandContext({ commands: recipeCommands, api: recipesApi() });
    expect(await runLine('rc find rye', context)).toEqual([{ text: 'Rye bread (Baking)' }]);
    expect(opened).toEqual(['/recipe/r3']);
    expect(await runLine('rc find soup', context)).toEqual([{ text: 'No recipe named like “soup”.', tone: 'muted' }]);
  });

  it('answers a missing search value and an unknown form in the product’s words', async () => {
    const { context } = commandContext({ commands: recipeCommands, api: recipesApi() });
    expect(await runLine('rc find', context)).toEqual([{ text: 'No search value provided', tone: 'error' }]);
    expect(await runLine('rc cook', context)).toEqual([{ text: 'No matching command found', tone: 'error' }]);
  });
});
