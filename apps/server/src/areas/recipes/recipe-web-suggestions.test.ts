import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecipeSuggestions } from '@ordna/contract/recipes/answers';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.test-kit';
import { fixtureSite, recipesClient, type RecipesClient } from './recipes.test-kit';

let t: TestApp;
let me: RecipesClient;
let site: Awaited<ReturnType<typeof fixtureSite>>;

beforeAll(async () => {
  // The fixture site plays the search service too: its answer names fixture pages, one of them private.
  site = await fixtureSite({
    '/search': {
      type: 'application/json',
      get body() {
        return JSON.stringify({
          results: [
            { url: `${site.base}/no-recipe.html`, title: 'Market' },
            { url: `${site.base}/graph.html`, title: 'Soup' },
            { url: 'http://10.0.0.9/recipe', title: 'Inside' },
            { url: `${site.base}/main-entity.html`, title: 'Chili' },
            { url: 'javascript:alert(1)', title: 'No' },
          ],
        });
      },
    },
  });
  t = await createTestApp({ recipeImportAllow: '127.0.0.1/32', recipeSearchUrl: `${site.base}/search` });
  me = recipesClient(t.app, await signUp(t.app));
});
afterAll(async () => {
  await t.close();
  await site.close();
});

describe('suggestions from the web', () => {
  it('shows only the pages the search names that hold recipe data, fetched safely', async () => {
    const answer = await me.get<RecipeSuggestions>('/recipe?suggestion=soup');
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ webSearch: true, webFailed: false, own: [] });
    expect(answer.data.web.map((one) => [one.id, one.name, one.url])).toEqual([
      [null, 'Roasted Tomato Soup & Basil', `${site.base}/graph.html`],
      [null, 'Chili sin carne', `${site.base}/main-entity.html`],
    ]);
  });
});
