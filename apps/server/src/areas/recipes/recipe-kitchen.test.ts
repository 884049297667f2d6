import { describe, expect, it } from 'vitest';
import type { Recipe, RecipeCollection, RecipePage, RecipeSuggestions } from '@ordna/contract/recipes/answers';
import type { RecipeShoppingPreview, RecipeUse } from '@ordna/contract/recipes/answers';
import { recipeShoppingPreviewAnswer, recipeSuggestionsAnswer, recipeUseAnswer } from '@ordna/contract/recipes/answers';
import { recipesRefusals } from '@ordna/contract/recipes/refusals';
import type { ShoppingList } from '@ordna/contract/shopping/answers';
import type { StorageItem } from '@ordna/contract/storage/answers';
import { signUpPeople, useTestApp } from '../../testing/use-test-app.test-kit';
import { recipesClient, type RecipesClient } from './recipes.test-kit';

let me: RecipesClient;
let other: RecipesClient;
let collectionId: string;
let storageGroupId: string;
useTestApp(async ({ app }) => {
  ({ me, other } = await signUpPeople(app, ['me', 'other'], recipesClient));
  collectionId = (await me.post<RecipeCollection>('/recipe-collection', { name: 'Kitchen' })).data._id;
  storageGroupId = (await me.post<{ _id: string }>('/storage-group', { name: 'Pantry' })).data._id;
});

const lines = (...texts: string[]) => texts.map((line) => ({ line }));
const addRecipe = async (name: string, ingredients: string[], servings: number | null = 4) =>
  (await me.post<Recipe>('/recipe', { collectionId, name, servings, ingredients: lines(...ingredients) })).data;
const store = async (name: string, quantity: number, unit = '') =>
  (await me.post<StorageItem>('/storage-item', { storageGroupId, name, quantity, unit })).data;

describe('recipes and storage', () => {
  it("ranks the person's recipes by how much of each storage holds", async () => {
    await addRecipe('Omelette', ['3 eggs', '1 dl milk', 'salt']);
    await addRecipe('Rice bowl', ['2 dl rice', '1 egg', '1 avocado']);
    await addRecipe('Plain water', []);
    const before = await me.get<RecipeSuggestions>('/recipe?suggestion=');
    expect(recipeSuggestionsAnswer.parse(before.data)).toMatchObject({ webSearch: false, webFailed: false, web: [] });
    expect(before.data.own.every((one) => one.inStorage === 0)).toBe(true);

    await store('Eggs', 12);
    await store('Milk', 1, 'l');
    const after = await me.get<RecipeSuggestions>('/recipe?suggestion=');
    expect(after.data.own.map((one) => [one.name, one.inStorage, one.ingredientCount])).toEqual([
      ['Omelette', 2, 3],
      ['Rice bowl', 1, 3],
      ['Plain water', 0, 0],
    ]);
    // The suggestion's id is the recipe's; searching narrows by name.
    const searched = await me.get<RecipeSuggestions>('/recipe?suggestion=rice');
    expect(searched.data.own.map((one) => one.name)).toEqual(['Rice bowl']);
  });

  it('lists the recipes that use a storage item, by link or by name, and 404s an item the person cannot see', async () => {
    const rice = await store('Rice', 1, 'kg');
    const linked = (
      await me.post<Recipe>('/recipe', {
        collectionId,
        name: 'Risotto',
        ingredients: [{ line: '3 dl arborio', foodItemId: rice._id }],
      })
    ).data;
    expect(linked.ingredients[0]!.foodItemId).toBe(rice._id);
    const using = await me.get<RecipePage>(`/recipe?foodItemId=${rice._id}`);
    expect(using.data.recipes.map((one) => one.name)).toEqual(['Rice bowl', 'Risotto']);
    const hidden = await other.get(`/recipe?foodItemId=${rice._id}`);
    expect([hidden.status, hidden.code]).toEqual([404, recipesRefusals.foodItemNotFound.code]);
  });

  it('sends what storage lacks to the default shopping list, scaled, taking off what storage holds', async () => {
    const pancakes = await addRecipe('Pancakes', ['3 dl flour', '6 dl milk', '3 eggs', 'salt'], 4);
    // For 8: 6 dl flour (none held), 12 dl milk (1 l held: 2 dl missing), 6 eggs (12 held), salt (not held).
    const sent = await me.post('/recipe/shopping-list', { recipeId: pancakes._id, servings: 8 });
    expect(sent.status).toBe(200);
    const use = recipeUseAnswer.parse(sent.data);
    expect(use).toMatchObject({ count: 3, skipped: 1 });
    const list = await me.get<ShoppingList>(`/shopping-list?listId=${use.listId}`);
    expect(list.data.items.map((item) => [item.name, item.quantity, item.unit])).toEqual([
      ['flour', 6, 'dl'],
      ['milk', 2, 'dl'],
      ['salt', null, null],
    ]);
    expect(list.data.items[1]!.foodItemId).not.toBeNull();
  });

  it('previews each line with what storage holds, and adds only the lines the person kept ticked', async () => {
    await store('Feta', 200, 'g');
    await store('Onions', 1);
    const salad = await addRecipe(
      'Greek salad',
      ['onion, finely chopped 2', '100 g crumbled feta', '(400 g) crushed tomatoes 2 can', 'olive oil'],
      2,
    );
    const preview = await me.post<RecipeShoppingPreview>('/recipe/shopping-list/preview', { recipeId: salad._id });
    expect(preview.status).toBe(200);
    expect(recipeShoppingPreviewAnswer.parse(preview.data).lines).toEqual([
      {
        index: 0,
        food: 'onion',
        note: 'finely chopped',
        quantity: 1,
        unit: null,
        inStorage: 'some',
        storageLine: '1 Onions',
      },
      {
        index: 1,
        food: 'feta',
        note: 'crumbled',
        quantity: 100,
        unit: 'g',
        inStorage: 'enough',
        storageLine: '200 g Feta',
      },
      {
        index: 2,
        food: 'tomatoes',
        note: 'crushed, 400 g',
        quantity: 2,
        unit: 'can',
        inStorage: 'none',
        storageLine: '',
      },
      { index: 3, food: 'olive oil', note: '', quantity: null, unit: null, inStorage: 'none', storageLine: '' },
    ]);
    // Unticked: the olive oil; ticked anyway: the feta storage holds, at what the recipe needs.
    const sent = await me.post<RecipeUse>('/recipe/shopping-list', { recipeId: salad._id, lines: [0, 1, 2] });
    expect(sent.data).toMatchObject({ count: 3, skipped: 1 });
    const list = await me.get<ShoppingList>(`/shopping-list?listId=${sent.data.listId}`);
    expect(list.data.items.slice(-3).map((item) => [item.name, item.quantity, item.unit])).toEqual([
      ['onion', 1, null],
      ['feta', 100, 'g'],
      ['tomatoes', 2, 'can'],
    ]);
    const bad = await me.post('/recipe/shopping-list', { recipeId: salad._id, lines: [-1] });
    expect([bad.status, bad.code]).toEqual([400, recipesRefusals.linesOutOfRange.code]);
  });

  it('cooks a recipe: takes its ingredients out of storage, never below zero', async () => {
    const eggs = (await me.get<StorageItem[]>(`/storage-item?storageGroupId=${storageGroupId}`)).data.find(
      (item) => item.name === 'Eggs',
    )!;
    const omelette = await addRecipe('Big omelette', ['10 eggs', '5 dl milk'], 2);
    const cooked = await me.post('/recipe/cook', { recipeId: omelette._id });
    expect(cooked.data).toMatchObject({ count: 2, skipped: 0 });
    const items = (await me.get<StorageItem[]>(`/storage-item?storageGroupId=${storageGroupId}`)).data;
    expect(items.find((item) => item.name === 'Eggs')!.quantity).toBe(eggs.quantity - 10);
    expect(items.find((item) => item.name === 'Milk')!).toMatchObject({ quantity: 0.5, unit: 'l' });
    await me.post('/recipe/cook', { recipeId: omelette._id, servings: 4 });
    const after = (await me.get<StorageItem[]>(`/storage-item?storageGroupId=${storageGroupId}`)).data;
    expect(after.find((item) => item.name === 'Eggs')!.quantity).toBe(0);
  });

  it("refuses another person's recipe and bad servings", async () => {
    const mine = await addRecipe('Mine', ['1 egg']);
    for (const path of ['/recipe/shopping-list', '/recipe/cook']) {
      const hidden = await other.post(path, { recipeId: mine._id });
      expect([hidden.status, hidden.code]).toEqual([404, recipesRefusals.recipeNotFound.code]);
      const bad = await me.post(path, { recipeId: mine._id, servings: 0 });
      expect([bad.status, bad.code]).toEqual([400, recipesRefusals.servingsOutOfRange.code]);
    }
  });
});
