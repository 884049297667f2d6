import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecipeImport } from '@ordna/contract/recipes';
import { recipeImportAnswer } from '@ordna/contract/recipes/answers';
import { recipesRefusals } from '@ordna/contract/recipes/refusals';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.test-kit';
import { fixtureSite, recipesClient, type RecipesClient } from './recipes.test-kit';

let t: TestApp;
let me: RecipesClient;
let site: Awaited<ReturnType<typeof fixtureSite>>;

beforeAll(async () => {
  site = await fixtureSite({ '/feed.json': { type: 'application/json', body: '{"a":1}' } });
  // The fixture site is on loopback: this app allows exactly that address, as an operator would a home server.
  t = await createTestApp({ recipeImportAllow: '127.0.0.1/32' });
  me = recipesClient(t.app, await signUp(t.app));
});
afterAll(async () => {
  await t.close();
  await site.close();
});

const importOf = (url: string) => me.get<RecipeImport>(`/recipe?recipeUrl=${encodeURIComponent(url)}`);

describe('importing a recipe from a page', () => {
  it('reads the recipe of a page into a draft with its ingredients parsed, saving nothing', async () => {
    const answer = await importOf(`${site.base}/how-to-section.html`);
    expect(answer.status).toBe(200);
    const imported = recipeImportAnswer.parse(answer.data);
    expect(imported.found).toBe(true);
    expect(imported.notice).toBeNull();
    expect(imported.draft).toMatchObject({
      name: 'Lasagne',
      url: `${site.base}/how-to-section.html`,
      servings: 6,
      prepMinutes: 40,
      cookMinutes: 45,
      totalMinutes: 85,
      imageUrl: 'https://middag.example/lasagne-16x9.jpg',
    });
    expect(imported.draft.ingredients[0]).toEqual({
      line: '500 g minced beef',
      quantity: 500,
      unit: 'g',
      food: 'minced beef',
      note: '',
      foodItemId: null,
    });
    expect(imported.draft.steps).toContain('Meat sauce:');
    expect(await t.db.selectFrom('recipes').select('id').execute()).toEqual([]);
  });

  it('answers a page without recipe data with a draft named after the page and a notice, not an error', async () => {
    const answer = await importOf(`${site.base}/no-recipe.html`);
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      found: false,
      draft: { name: "My trip to the farmers' market", ingredients: [], url: `${site.base}/no-recipe.html` },
      notice: recipesRefusals.noRecipeOnPage,
    });
  });

  it('refuses what the fetcher will not fetch, each with its own code', async () => {
    const cases: [string, string][] = [
      ['http://10.0.0.7/recipe', recipesRefusals.importAddressRefused.code],
      ['http://169.254.169.254/latest/meta-data/', recipesRefusals.importAddressRefused.code],
      ['http://127.0.0.2/recipe', recipesRefusals.importAddressRefused.code],
      [`${site.base}/missing.html`, recipesRefusals.importFailedStatus.code],
      [`${site.base}/feed.json`, recipesRefusals.importNotHtml.code],
      ['http://name.invalid/', recipesRefusals.importNameUnresolved.code],
    ];
    for (const [url, code] of cases) {
      const answer = await importOf(url);
      expect([answer.status, answer.code], url).toEqual([400, code]);
    }
    const notWeb = await importOf('file:///etc/passwd');
    expect([notWeb.status, notWeb.code]).toEqual([400, recipesRefusals.urlInvalid.code]);
  });
});
