import { describe, expect, it } from 'vitest';
import type { Recipe, RecipeCollection, RecipePage } from '@ordna/contract/recipes/answers';
import { recipeAnswer, recipePageAnswer } from '@ordna/contract/recipes/answers';
import { recipesRefusals } from '@ordna/contract/recipes/refusals';
import { signUpPeople, useTestApp } from '../../testing/use-test-app.test-kit';
import { recipesClient, type RecipesClient } from './recipes.test-kit';

let me: RecipesClient;
let other: RecipesClient;
let collectionId: string;
const t = useTestApp(async ({ app }) => {
  ({ me, other } = await signUpPeople(app, ['me', 'other'], recipesClient));
  collectionId = (await me.post<RecipeCollection>('/recipe-collection', { name: 'Everyday' })).data._id;
});

const pancakes = {
  name: 'Pancakes',
  ingredients: [
    { line: '3 dl wheat flour' },
    { line: '6 dl milk' },
    { line: '' },
    { line: '3 eggs' },
    { line: 'salt' },
  ],
  steps: ['Whisk.', '', 'Fry.'],
  url: 'https://blog.example/pancakes',
  servings: 4,
  prepMinutes: 10,
  cookMinutes: 20,
  totalMinutes: 30,
  imageUrl: 'https://blog.example/pancakes.jpg',
  notes: 'Sunday food.',
};

describe('recipes', () => {
  it('are added with ingredients read into quantity, unit, food and note, read back, updated and deleted', async () => {
    const added = await me.post<Recipe>('/recipe', { collectionId, ...pancakes });
    expect(added.status).toBe(201);
    const recipe = recipeAnswer.parse(added.data);
    const { ingredients: _lines, ...fields } = pancakes;
    expect(recipe).toMatchObject({ ...fields, collectionId, steps: ['Whisk.', 'Fry.'] });
    expect(recipe.ingredients).toEqual([
      { line: '3 dl wheat flour', quantity: 3, unit: 'dl', food: 'wheat flour', note: '', foodItemId: null },
      { line: '6 dl milk', quantity: 6, unit: 'dl', food: 'milk', note: '', foodItemId: null },
      { line: '3 eggs', quantity: 3, unit: null, food: 'eggs', note: '', foodItemId: null },
      { line: 'salt', quantity: null, unit: null, food: 'salt', note: '', foodItemId: null },
    ]);
    expect(recipe.createdDateTime).toBe(new Date(t.clock.now).toISOString());

    const read = await me.get<Recipe>(`/recipe?recipeId=${recipe._id}`);
    expect(read.data).toEqual(recipe);

    const updated = await me.put<Recipe>('/recipe', {
      recipeId: recipe._id,
      name: 'Thin pancakes',
      ingredients: [{ line: '½ l milk' }, { line: 'onion, finely chopped 1' }, { line: '200 g smulad fetaost' }],
      servings: null,
    });
    expect(updated.status).toBe(200);
    expect(updated.data).toMatchObject({ name: 'Thin pancakes', servings: null, steps: ['Whisk.', 'Fry.'] });
    expect(updated.data.ingredients).toEqual([
      { line: '½ l milk', quantity: 0.5, unit: 'l', food: 'milk', note: '', foodItemId: null },
      {
        line: 'onion, finely chopped 1',
        quantity: 1,
        unit: null,
        food: 'onion',
        note: 'finely chopped',
        foodItemId: null,
      },
      { line: '200 g smulad fetaost', quantity: 200, unit: 'g', food: 'fetaost', note: 'smulad', foodItemId: null },
    ]);

    expect((await me.delWith('/recipe', { recipeId: recipe._id })).status).toBe(200);
    const gone = await me.get(`/recipe?recipeId=${recipe._id}`);
    expect([gone.status, gone.code]).toEqual([404, recipesRefusals.recipeNotFound.code]);
  });

  it("lists a collection's recipes in pages, searched by name, and moves a recipe to another collection", async () => {
    const listed = (await me.post<RecipeCollection>('/recipe-collection', { name: 'Listed' })).data._id;
    for (const name of ['Apple pie', 'Banana bread', 'Apple crumble', '100% rye']) {
      await me.post('/recipe', { collectionId: listed, name });
    }
    const all = await me.get<RecipePage>(`/recipe?collectionId=${listed}`);
    expect(recipePageAnswer.parse(all.data).recipes.map((one) => one.name)).toEqual([
      '100% rye',
      'Apple crumble',
      'Apple pie',
      'Banana bread',
    ]);
    expect(all.data).toMatchObject({ pageNumber: 1, totalPages: 1 });
    const apples = await me.get<RecipePage>(`/recipe?collectionId=${listed}&query=APPLE`);
    expect(apples.data.recipes.map((one) => one.name)).toEqual(['Apple crumble', 'Apple pie']);
    // % is a character to find, not a wildcard.
    const percent = await me.get<RecipePage>(`/recipe?collectionId=${listed}&query=${encodeURIComponent('0%')}`);
    expect(percent.data.recipes.map((one) => one.name)).toEqual(['100% rye']);

    const banana = all.data.recipes.find((one) => one.name === 'Banana bread')!;
    const moved = await me.put<Recipe>('/recipe', { recipeId: banana._id, collectionId });
    expect(moved.data.collectionId).toBe(collectionId);
    expect((await me.get<RecipePage>(`/recipe?collectionId=${listed}`)).data.recipes).toHaveLength(3);
  });

  it('refuses bad input with the field named', async () => {
    const cases: [object, string][] = [
      [{ collectionId, name: '' }, recipesRefusals.nameRequired.code],
      [{ collectionId, name: 'x'.repeat(201) }, recipesRefusals.nameTooLong.code],
      [{ collectionId, name: 'x', url: 'javascript:alert(1)' }, recipesRefusals.urlInvalid.code],
      [{ collectionId, name: 'x', imageUrl: 'ftp://x/y.png' }, recipesRefusals.urlInvalid.code],
      [{ collectionId, name: 'x', servings: 0 }, recipesRefusals.servingsOutOfRange.code],
      [{ collectionId, name: 'x', servings: 2.5 }, recipesRefusals.servingsOutOfRange.code],
      [{ collectionId, name: 'x', totalMinutes: -1 }, recipesRefusals.minutesOutOfRange.code],
      [{ collectionId, name: 'x', ingredients: [{ line: 'x'.repeat(301) }] }, recipesRefusals.ingredientTooLong.code],
      [
        { collectionId, name: 'x', ingredients: Array(101).fill({ line: 'salt' }) },
        recipesRefusals.tooManyIngredients.code,
      ],
      [{ collectionId, name: 'x', steps: Array(101).fill('Stir.') }, recipesRefusals.tooManySteps.code],
      [{ collectionId, name: 'x', notes: 'x'.repeat(10_001) }, recipesRefusals.notesTooLong.code],
    ];
    for (const [payload, code] of cases) {
      const answer = await me.post('/recipe', payload);
      expect([answer.status, answer.code], JSON.stringify(payload).slice(0, 80)).toEqual([400, code]);
    }
    const noCollection = await me.post('/recipe', { name: 'x' });
    expect([noCollection.status, noCollection.message]).toEqual([400, 'collectionId is required']);
    const noMode = await me.get('/recipe');
    expect([noMode.status, noMode.code]).toEqual([400, recipesRefusals.whichRecipes.code]);
    // The first given wins: recipeId before collectionId.
    const twoModes = await me.get(`/recipe?recipeId=a&collectionId=${collectionId}`);
    expect([twoModes.status, twoModes.code]).toEqual([404, recipesRefusals.recipeNotFound.code]);
    const linked = await me.post('/recipe', {
      collectionId,
      name: 'x',
      ingredients: [{ line: 'milk', foodItemId: 'nope' }],
    });
    expect([linked.status, linked.code]).toEqual([404, recipesRefusals.foodItemNotFound.code]);
  });

  it("answers 404 for another person's recipe on every route", async () => {
    const mine = (await me.post<Recipe>('/recipe', { collectionId, name: 'Secret stew' })).data._id;
    const hidden = [404, recipesRefusals.recipeNotFound.code];
    const read = await other.get(`/recipe?recipeId=${mine}`);
    expect([read.status, read.code]).toEqual(hidden);
    const changed = await other.put('/recipe', { recipeId: mine, name: 'Mine' });
    expect([changed.status, changed.code]).toEqual(hidden);
    const deleted = await other.delWith('/recipe', { recipeId: mine });
    expect([deleted.status, deleted.code]).toEqual(hidden);
    const listed = await other.get(`/recipe?collectionId=${collectionId}`);
    expect([listed.status, listed.code]).toEqual([404, recipesRefusals.collectionNotFound.code]);
    const theirs = (await other.post<RecipeCollection>('/recipe-collection', { name: 'Theirs' })).data._id;
    const moved = await me.put('/recipe', { recipeId: mine, collectionId: theirs });
    expect([moved.status, moved.code]).toEqual([404, recipesRefusals.collectionNotFound.code]);
  });
});
