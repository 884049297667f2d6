import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { signUpFast } from './support';
import { apiPost } from './support/api';
import { watchToasts } from './support/toasts';

/**
 * The kitchen end to end: a recipe imported from a page (a fixture server on loopback, which the
 * e2e server allows with RECIPE_IMPORT_ALLOW), scaled, its missing ingredients sent to the default
 * list, which a second device of the same person sees arrive live, checks off and puts into
 * storage; then the recipe rises in the suggestions.
 */
const fixtures = new URL('../../apps/server/src/areas/recipes/import/fixtures/', import.meta.url);
let site: Server;
let base = '';

test.beforeAll(async () => {
  site = createServer((request, response) => {
    const name = /^\/([\w-]+)\.html$/.exec(request.url ?? '')?.[1];
    try {
      const html = readFileSync(new URL(`${name}.html`, fixtures), 'utf8');
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

test('import, scale, shop on one device, check off and put away on another, and the recipe rises', async ({
  page,
  browser,
}) => {
  // Two devices and a dozen round trips: give a busy machine room.
  test.setTimeout(150_000);
  await signUpFast(page);
  // The kitchen as it stands: a pantry with eggs and bread, a toast recipe, and an empty list.
  const pantry = await apiPost<{ _id: string }>(page, '/storage-group', { name: 'Pantry' });
  await apiPost(page, '/storage-item', { storageGroupId: pantry._id, name: 'Eggs', quantity: 12 });
  await apiPost(page, '/storage-item', { storageGroupId: pantry._id, name: 'Bread', quantity: 1 });
  const list = await apiPost<{ _id: string }>(page, '/shopping-list', { name: 'Groceries' });

  // A first collection, from the empty state.
  await page.goto('/recipe-collections');
  await expect(page.getByText('No recipe collections yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add collection' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Dinners');
  await page.getByRole('dialog').getByRole('button', { name: 'Add collection' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Dinners' }).click();
  const collectionId = /recipe-collection\/([^/]+)/.exec(page.url())![1]!;
  await apiPost(page, '/recipe', {
    collectionId,
    name: 'Toast',
    servings: 1,
    ingredients: [{ line: '2 slices bread' }],
  });

  // Imported from a page: the form fills, and the recipe is saved.
  await page.getByRole('link', { name: 'Add recipe' }).first().click();
  await page.getByLabel('Import from a page').fill(`${base}/plain-json-ld.html`);
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Classic Pancakes');
  await page.getByRole('button', { name: 'Add recipe' }).click();
  await expect(page.getByRole('heading', { name: 'Classic Pancakes', level: 1 })).toBeVisible();

  // Before: Toast (all of it in storage) ranks above the pancakes (only the eggs).
  const suggestions = (p: Page) => p.getByTestId('own-suggestions').getByRole('link');
  const recipeUrl = page.url();
  await page.goto('/recipe-collections');
  await expect(suggestions(page)).toHaveText(['Toast', 'Classic Pancakes']);
  await page.goto(recipeUrl);

  // Scaled to 2 servings: amounts as people write them.
  const ingredients = page.getByTestId('ingredients');
  await expect(ingredients).toContainText('3 dl wheat flour');
  await page.getByRole('button', { name: 'Fewer servings' }).click();
  await page.getByRole('button', { name: 'Fewer servings' }).click();
  await expect(ingredients).toContainText('1 ½ dl wheat flour');
  await expect(ingredients).toContainText('¼ tsp salt');

  // A second device of the same person watches the list.
  const stored = await page.evaluate(() => localStorage.getItem('ordna.user'));
  const phone = await (await browser.newContext()).newPage();
  await phone.goto('/login');
  await phone.evaluate((user) => localStorage.setItem('ordna.user', user ?? ''), stored);
  await phone.goto(`/specific-shopping-list/${list._id}`);
  await expect(phone.getByRole('heading', { name: 'Groceries' })).toBeVisible();

  // What storage lacks goes to the default list (the eggs stay home) and arrives on the phone.
  // First a preview: every line with its amount, the eggs storage covers shown as such and unticked.
  await page.getByRole('button', { name: 'Add missing to shopping list' }).click();
  const preview = page.getByRole('dialog', { name: 'Add to shopping list' });
  await expect(preview.getByRole('checkbox')).toHaveCount(5);
  await expect(preview.getByRole('checkbox', { name: /eggs?$/ })).not.toBeChecked();
  await expect(preview.getByText(/In storage: 12 Eggs/)).toBeVisible();
  await expect(preview.getByRole('checkbox', { name: /milk$/ })).toBeChecked();
  const toasts = await watchToasts(page);
  await preview.getByRole('button', { name: 'Add 4 items' }).click();
  await toasts.shown('Added 4 ingredients to the shopping list (1 left out).');
  // An item's checkbox is named by its name and amount; a suggestion chip by the bare name.
  const item = (name: string) => phone.getByRole('checkbox', { name: new RegExp(`^${name}.`) });
  for (const name of ['wheat flour', 'milk', 'salt', 'butter']) {
    await expect(item(name)).toBeVisible({ timeout: 5_000 });
  }

  // Bought: checked off on the phone and put into the pantry.
  for (const name of ['wheat flour', 'milk', 'salt', 'butter']) {
    const box = item(name);
    await box.click();
    // Each check-off settles (moved under "checked off") before the next.
    await expect(box).toBeChecked();
  }
  await expect(phone.getByText('4 checked off')).toBeVisible();
  await phone.getByRole('button', { name: 'Put into storage' }).click();
  await phone.getByRole('dialog').getByRole('button', { name: 'Put away' }).click();
  await expect(phone.getByText('Put 4 items into storage.')).toBeVisible();

  // After: every ingredient is in storage, and the pancakes rise above the toast.
  await page.goto('/recipe-collections');
  await expect(suggestions(page)).toHaveText(['Classic Pancakes', 'Toast']);
  await expect(page.getByTestId('own-suggestions').getByText('5 of 5 in storage')).toBeVisible();
});

test('a page without a recipe fills the form with its title and says so', async ({ page }) => {
  await signUpFast(page);
  const collection = await apiPost<{ _id: string }>(page, '/recipe-collection', { name: 'Ideas' });
  await page.goto(`/add-recipe/${collection._id}`);
  await page.getByLabel('Import from a page').fill(`${base}/no-recipe.html`);
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByTestId('import-notice')).toContainText('That page has no recipe data');
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue("My trip to the farmers' market");
  await expect(page.getByLabel('Source address')).toHaveValue(`${base}/no-recipe.html`);
});
