import { describe, expect, it } from 'vitest';
import type { RecipeCollection } from '@ordna/contract/recipes';
import { recipeCollectionAnswer } from '@ordna/contract/recipes/answers';
import { recipesRefusals } from '@ordna/contract/recipes/refusals';
import { signUpPeople, useTestApp } from '../../testing/use-test-app.test-kit';
import { recipesClient, type RecipesClient } from './recipes.test-kit';

let me: RecipesClient;
let other: RecipesClient;
const t = useTestApp(async ({ app }) => {
  ({ me, other } = await signUpPeople(app, ['me', 'other'], recipesClient));
});

describe('recipe collections', () => {
  it('are created, listed in name order with their recipe counts, renamed and deleted with their recipes', async () => {
    const dinners = await me.post<RecipeCollection>('/recipe-collection', { name: 'Dinners' });
    expect(dinners.status).toBe(201);
    expect(recipeCollectionAnswer.parse(dinners.data)).toEqual({
      _id: expect.any(String),
      name: 'Dinners',
      createdDateTime: new Date(t.clock.now).toISOString(),
      recipeCount: 0,
    });
    await me.post('/recipe-collection', { name: 'baking' });
    const recipe = await me.post<{ _id: string }>('/recipe', { collectionId: dinners.data._id, name: 'Soup' });
    expect(recipe.status).toBe(201);

    const list = await me.get<RecipeCollection[]>('/recipe-collection');
    expect(list.data.map((one) => [one.name, one.recipeCount])).toEqual([
      ['baking', 0],
      ['Dinners', 1],
    ]);
    const one = await me.get<RecipeCollection>(`/recipe-collection?collectionId=${dinners.data._id}`);
    expect(one.data).toMatchObject({ name: 'Dinners', recipeCount: 1 });

    const renamed = await me.put<RecipeCollection>('/recipe-collection', {
      collectionId: dinners.data._id,
      name: 'Suppers',
    });
    expect(renamed.data).toMatchObject({ name: 'Suppers', recipeCount: 1 });
    // `{id, …}`, as the specification writes the call, renames it too.
    const again = await me.put<RecipeCollection>('/recipe-collection', { id: dinners.data._id, name: 'Dinners' });
    expect([again.status, again.data]).toMatchObject([200, { _id: dinners.data._id, name: 'Dinners' }]);
    expect((await me.get<RecipeCollection>(`/recipe-collection?collectionId=${dinners.data._id}`)).data.name).toBe(
      'Dinners',
    );

    expect((await me.del(`/recipe-collection?collectionId=${dinners.data._id}`)).status).toBe(200);
    expect((await me.get(`/recipe?recipeId=${recipe.data._id}`)).status).toBe(404);
    const left = await t.db
      .selectFrom('recipeIngredients')
      .select('id')
      .where('recipeId', '=', recipe.data._id)
      .execute();
    expect(left).toEqual([]);
  });

  it('refuses a missing or over-long name and a duplicate ignoring case', async () => {
    const blank = await me.post('/recipe-collection', { name: '  ' });
    expect([blank.status, blank.code]).toEqual([400, recipesRefusals.collectionNameRequired.code]);
    const long = await me.post('/recipe-collection', { name: 'x'.repeat(101) });
    expect([long.status, long.code]).toEqual([400, recipesRefusals.collectionNameTooLong.code]);
    await me.post('/recipe-collection', { name: 'Soups' });
    const again = await me.post('/recipe-collection', { name: 'SOUPS' });
    expect([again.status, again.code, again.message]).toEqual([
      409,
      recipesRefusals.duplicateCollection.code,
      'You already have a recipe collection with that name.',
    ]);
    const missingId = await me.put('/recipe-collection', { name: 'x' });
    expect([missingId.status, missingId.message]).toEqual([400, 'collectionId is required']);
  });

  it("answers 404 for another person's collection on every route", async () => {
    const mine = (await me.post<RecipeCollection>('/recipe-collection', { name: 'Private' })).data._id;
    const notFound = [404, recipesRefusals.collectionNotFound.code];
    const seen = await other.get(`/recipe-collection?collectionId=${mine}`);
    expect([seen.status, seen.code]).toEqual(notFound);
    const renamed = await other.put('/recipe-collection', { collectionId: mine, name: 'Mine now' });
    expect([renamed.status, renamed.code]).toEqual(notFound);
    const deleted = await other.del(`/recipe-collection?collectionId=${mine}`);
    expect([deleted.status, deleted.code]).toEqual(notFound);
    const added = await other.post('/recipe', { collectionId: mine, name: 'Sneaky' });
    expect([added.status, added.code]).toEqual(notFound);
    expect((await other.get<RecipeCollection[]>('/recipe-collection')).data).toEqual([]);
  });

  it('needs sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/recipe-collection' });
    expect(response.statusCode).toBe(401);
  });
});
