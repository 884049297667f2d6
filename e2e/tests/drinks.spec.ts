import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUpFast } from './support';

/** Puts things in a "Bar" storage group through the API, as the signed-in person. */
async function stockTheBar(page: Page, items: { name: string; quantity: number; unit: string }[]) {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('ordna.user') ?? '{}') as { access: { token: string } }).access.token,
  );
  const post = async (url: string, data: unknown) => {
    const response = await page.request.post(`/api${url}`, { data, headers: { 'x-access-token': token } });
    expect(response.ok(), await response.text()).toBeTruthy();
    return (await response.json()).data as { _id: string };
  };
  const bar = await post('/storage-group', { name: 'Bar' });
  for (const item of items) await post('/storage-item', { storageGroupId: bar._id, ...item });
}

test('drinks: make a collection public, open it with no login, see only the public drinks, switch it off, 404', async ({
  page,
  browser,
}) => {
  // Three drinks through the form and three browser contexts: give a busy machine room.
  test.setTimeout(120_000);
  await signUpFast(page);
  await stockTheBar(page, [
    { name: 'Gin', quantity: 0.7, unit: 'l' },
    { name: 'Campari', quantity: 0.5, unit: 'l' },
    { name: 'Dry vermouth', quantity: 0, unit: 'l' },
  ]);
  await page.goto('/drink-collections');
  await expect(page.getByRole('heading', { name: 'No drink collections yet' })).toBeVisible();

  await page.getByRole('button', { name: 'Add collection' }).click();
  await page.getByLabel('Collection name').fill('Home bar');
  await page.getByRole('dialog').getByRole('button', { name: 'Add collection' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Home bar' }).click();
  await expect(page.getByRole('heading', { name: 'Home bar', level: 1 })).toBeVisible();

  // Each ingredient line with the storage item it comes from, if any.
  for (const [name, ingredients] of [
    ['Negroni', [['3 cl gin', 'Gin'], ['3 cl Campari', 'Campari'], ['3 cl red vermouth']]],
    [
      'Secret Martini',
      [
        ['6 cl gin', 'Gin'],
        ['1 cl dry vermouth', 'Dry vermouth'],
      ],
    ],
    [
      'Vesper',
      [
        ['6 cl gin', 'Gin'],
        ['1 cl Lillet', 'Dry vermouth'],
      ],
    ],
  ] as const) {
    await page.getByRole('button', { name: 'Add drink' }).first().click();
    const form = page.getByRole('dialog');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    for (const [index, [line, item]] of ingredients.entries()) {
      if (index >= 2) await form.getByRole('button', { name: 'Add ingredient' }).click();
      await form.getByLabel(`Ingredient ${index + 1}`, { exact: true }).fill(line);
      if (!item) continue;
      // The picker looks for the ingredient's name; typing finds an item by another.
      await form.getByRole('combobox', { name: `Storage item for ingredient ${index + 1}` }).fill(item);
      await page.getByRole('option', { name: new RegExp(`^${item} \\(`) }).click();
    }
    await form.getByLabel('Method').fill('Stir with ice & strain.');
    await form.getByRole('button', { name: 'Add drink' }).click();
    await expect(form).toBeHidden();
  }
  await expect(page.getByTestId('drink-row')).toHaveCount(3);
  const row = (name: string) => page.getByTestId('drink-row').filter({ hasText: name });
  await expect(row('Negroni').getByTestId('can-make')).toHaveText('Can be made now');
  await expect(row('Vesper').getByTestId('can-make')).toHaveText('Missing something');

  // The Negroni and the Vesper are made public on their own pages; the Martini stays private.
  for (const name of ['Negroni', 'Vesper']) {
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await page.getByRole('switch', { name: 'Show this drink on a public page' }).click({ force: true });
    await expect(page.getByRole('link', { name: /\/public\/drink\// })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Home bar' }).click();
  }

  await page.getByRole('switch', { name: 'Show this collection on a public page' }).click({ force: true });
  const link = page.getByRole('link', { name: /\/public\/drink-collection\// });
  await expect(link).toBeVisible();
  const address = (await link.textContent())!;
  // The owner is told what guests will see: the two public drinks, not the private Martini.
  await expect(page.getByText('Guests see 2 of 3 drinks')).toBeVisible();
  await expect(page.getByText('1 drink is not public, so guests do not see it.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make it public too' })).toBeVisible();
  await page.getByLabel('Name shown to guests').fill('Ada’s bar');
  const saved = page.waitForResponse(
    (response) => response.url().includes('/api/drink-collection') && response.request().method() === 'PUT',
  );
  await page.getByLabel('Name shown to guests').press('Enter');
  expect((await saved).status()).toBe(200);

  // A guest: a fresh browser context, nobody signed in.
  const guestContext = await browser.newContext({ colorScheme: 'dark' });
  const guest = await guestContext.newPage();
  const answer = await guest.goto(address);
  expect(answer?.status()).toBe(200);
  // Guests see the name the owner chose for them, never the collection's own name.
  await expect(guest.getByRole('heading', { name: 'Ada’s bar', level: 1 })).toBeVisible();
  expect(await guest.content()).not.toContain('Home bar');
  const negroni = guest.locator('article').filter({ has: guest.getByRole('heading', { name: 'Negroni' }) });
  await expect(negroni.getByText('Can be made now')).toBeVisible();
  await expect(negroni.getByText('3 cl red vermouth')).toBeVisible();
  const vesper = guest.locator('article').filter({ has: guest.getByRole('heading', { name: 'Vesper' }) });
  await expect(vesper.getByText('Missing something')).toBeVisible();
  await expect(vesper.getByText('(out of stock)')).toBeVisible();
  await expect(guest.getByText('Secret Martini')).toHaveCount(0);
  expect(await guest.content()).not.toContain('Secret Martini');
  const axe = await new AxeBuilder({ page: guest }).analyze();
  expect(axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([]);
  await guest.setViewportSize({ width: 375, height: 800 });
  const overflow = await guest.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);

  await guestContext.close();

  // A menu for guests: only what can be made from stock.
  await page.getByRole('switch', { name: 'Only drinks that can be made from stock' }).click({ force: true });
  await expect(page.getByRole('switch', { name: 'Only drinks that can be made from stock' })).toBeChecked();
  const menuContext = await browser.newContext();
  const menu = await menuContext.newPage();
  await menu.goto(address);
  await expect(menu.getByRole('heading', { name: 'Negroni' })).toBeVisible();
  await expect(menu.getByRole('heading', { name: 'Vesper' })).toHaveCount(0);
  await menuContext.close();

  // Switched off: the address is dead for the next guest (one who opened it may keep the copy
  // their browser holds for its 60 s of Cache-Control).
  await page.getByRole('switch', { name: 'Show this collection on a public page' }).click({ force: true });
  await expect(link).toBeHidden();
  const lateContext = await browser.newContext();
  const late = await lateContext.newPage();
  const gone = await late.goto(address);
  expect(gone?.status()).toBe(404);
  await expect(late.getByRole('heading', { name: 'Not found' })).toBeVisible();
  await lateContext.close();
});
