import { expect } from 'vitest';
import type { Recipe, RecipeCollection } from '@ordna/contract/recipes/answers';
import type { ShoppingList, ShoppingListSummary } from '@ordna/contract/shopping/answers';
import type { StorageItem } from '@ordna/contract/storage/answers';
import type { Client, WriteCase } from './concurrency.test-kit';

/**
 * Storage and the recipes that use it (docs/architecture.md, "Concurrent writes"). Cooking or
 * sending to the list twice is two actions; one action double-clicked or retried carries one
 * Idempotency-Key, and applies once.
 */

async function aPantry(client: Client, items: { name: string; quantity: number; unit: string }[]) {
  const storageGroupId = (await client.post<{ _id: string }>('/storage-group', { name: 'Pantry' })).data._id;
  for (const item of items) await client.post('/storage-item', { storageGroupId, ...item });
  return storageGroupId;
}

const itemsOf = async (client: Client, storageGroupId: string) =>
  (await client.get<StorageItem[]>(`/storage-item?storageGroupId=${storageGroupId}`)).data;

async function aRecipe(client: Client, lines: string[]) {
  const collectionId = (await client.post<RecipeCollection>('/recipe-collection', { name: 'Dinners' })).data._id;
  const ingredients = lines.map((line) => ({ line }));
  return (await client.post<Recipe>('/recipe', { collectionId, name: 'Pancakes', servings: 4, ingredients })).data._id;
}

export const kitchenCases: Record<string, WriteCase> = {
  'POST /api/recipe/cook': {
    invariant: 'one cook (one Idempotency-Key) takes its ingredients once',
    setUp: async (client) => {
      const storageGroupId = await aPantry(client, [{ name: 'flour', quantity: 1000, unit: 'g' }]);
      const recipeId = await aRecipe(client, ['200 g flour']);
      return {
        call: () => ({ method: 'POST', url: '/recipe/cook', payload: { recipeId }, key: `cook-${recipeId}` }),
        check: async (reader, answers) => {
          expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
          expect((await itemsOf(reader, storageGroupId)).map((item) => item.quantity)).toEqual([800]);
        },
      };
    },
  },

  'POST /api/recipe/shopping-list': {
    invariant: 'one send (one Idempotency-Key) adds the missing ingredients once',
    setUp: async (client) => {
      const recipeId = await aRecipe(client, ['3 eggs', '1 l milk']);
      return {
        call: () => ({ method: 'POST', url: '/recipe/shopping-list', payload: { recipeId }, key: `send-${recipeId}` }),
        check: async (reader) => {
          const lists = (await reader.get<ShoppingListSummary[]>('/shopping-list')).data;
          expect(lists).toHaveLength(1);
          const list = (await reader.get<ShoppingList>(`/shopping-list?listId=${lists[0]!._id}`)).data;
          expect(list.items.map((item) => item.name).sort()).toEqual(['eggs', 'milk']);
        },
      };
    },
  },

  'PUT /api/recipe': {
    invariant: 'updates of the ingredients at once leave one update’s list, never both',
    setUp: async (client) => {
      const recipeId = await aRecipe(client, ['1 egg']);
      return {
        call: (i) => ({
          method: 'PUT',
          url: '/recipe',
          payload: { recipeId, ingredients: [{ line: `${i + 1} dl milk` }, { line: 'salt' }] },
        }),
        check: async (reader, answers) => {
          expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
          const recipe = (await reader.get<Recipe>(`/recipe?recipeId=${recipeId}`)).data;
          expect(recipe.ingredients.map((one) => one.food)).toEqual(['milk', 'salt']);
        },
      };
    },
  },

  'PUT /api/storage-item': {
    invariant: 'every change of amount counts exactly once',
    setUp: async (client) => {
      const storageGroupId = await aPantry(client, [{ name: 'rice', quantity: 100, unit: 'g' }]);
      const storageItemId = (await itemsOf(client, storageGroupId))[0]!._id;
      return {
        call: () => ({ method: 'PUT', url: '/storage-item', payload: { storageItemId, change: -1 } }),
        check: async (reader, answers, n) => {
          expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
          expect((await itemsOf(reader, storageGroupId)).map((item) => item.quantity)).toEqual([100 - n]);
        },
      };
    },
  },

  'POST /api/storage-item/csv': {
    invariant: 'the same file imported at once adds each line once',
    setUp: async (client) => {
      const storageGroupId = await aPantry(client, [{ name: 'salt', quantity: 1, unit: 'kg' }]);
      const csv = 'name,quantity,unit,bestBefore,note\nsalt,2,kg,,\nsugar,1,kg,,\noats,500,g,,\n';
      return {
        call: () => ({ method: 'POST', url: '/storage-item/csv', payload: { storageGroupId, csv } }),
        check: async (reader, answers) => {
          expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
          const items = (await itemsOf(reader, storageGroupId)).map((item) => [item.name, item.quantity]);
          expect(items.sort()).toEqual([
            ['oats', 500],
            ['salt', 2],
            ['sugar', 1],
          ]);
        },
      };
    },
  },
};
