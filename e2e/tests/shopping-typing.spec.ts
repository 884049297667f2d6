import { expect, test, type Browser, type Page } from '@playwright/test';
import { signUpFast } from './support';
import { FOOD_CATEGORIES, categoryOfFood } from '@ordna/contract/kernel/food-categories';

/** A page of its own (own storage, own session) for one more person. */
async function personIn(browser: Browser): Promise<{ page: Page; username: string; token: () => Promise<string> }> {
  const page = await (await browser.newContext()).newPage();
  const { username } = await signUpFast(page);
  const token = () =>
    page.evaluate(
      () => (JSON.parse(localStorage.getItem('ordna.user') ?? '{}') as { access: { token: string } }).access.token,
    );
  return { page, username, token };
}

// Twelve lines as a person types them, with amounts before, after, or none.
const lines = [
  '2 l milk',
  'minced beef 500 g',
  'rye bread',
  'coffee',
  'feta 200 g',
  'olive oil',
  'lemons 2',
  '6 eggs',
  'butter',
  'pasta 500 g',
  'tomatoes 4',
  'salt',
];
const names = [
  'milk',
  'minced beef',
  'rye bread',
  'coffee',
  'feta',
  'olive oil',
  'lemons',
  'eggs',
  'butter',
  'pasta',
  'tomatoes',
  'salt',
];

test('twelve items typed at human speed arrive whole and in order on a second person’s screen', async ({ browser }) => {
  const ann = await personIn(browser);
  const bob = await personIn(browser);
  const headers = { 'x-access-token': await ann.token() };
  const list = await ann.page.request.post('/api/shopping-list', { data: { name: 'Weekend' }, headers });
  expect(list.status()).toBe(201);
  const listId = ((await list.json()) as { data: { _id: string } }).data._id;
  const share = await ann.page.request.post('/api/share', {
    data: { kind: 'shoppingList', id: listId, username: bob.username, role: 'editor' },
    headers,
  });
  expect(share.ok()).toBe(true);

  await bob.page.goto(`/specific-shopping-list/${listId}`);
  await expect(bob.page.getByRole('heading', { name: 'Weekend', level: 1 })).toBeVisible();
  await ann.page.goto(`/specific-shopping-list/${listId}`);
  const field = ann.page.getByLabel('Add an item');
  await expect(field).toBeVisible();

  // About 90 ms a key, Enter held 100 ms before the next line starts: no waiting for the server.
  for (const line of lines) {
    await field.pressSequentially(line, { delay: 90 });
    await field.press('Enter', { delay: 100 });
  }
  await expect(field).toHaveValue('');

  const itemsOf = (page: Page) => page.locator('[aria-label="To buy"] label');
  // On screen they stand by category (fruit & veg, bakery, dairy…), in the order typed within each.
  const rank = (name: string) => FOOD_CATEGORIES.indexOf(categoryOfFood(name));
  const shown = [...names].sort((a, b) => rank(a) - rank(b));
  const exactly = shown.map((name) => new RegExp(`^${name}(\\s|$)`));
  await expect(itemsOf(ann.page)).toHaveText(exactly);
  await expect(itemsOf(bob.page)).toHaveText(exactly);

  // And so the server holds them: once each, in that order.
  const stored = await ann.page.request.get(`/api/shopping-list?listId=${listId}`, { headers });
  const items = ((await stored.json()) as { data: { items: { name: string }[] } }).data.items;
  expect(items.map((item) => item.name)).toEqual(names);
});
