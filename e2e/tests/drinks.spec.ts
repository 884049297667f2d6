import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signUpFast } from './support';

test('drinks: make a collection public, open it with no login, see only the public drinks, switch it off, 404', async ({
  page,
  browser,
}) => {
  await signUpFast(page);
  await page.goto('/drink-collections');
  await expect(page.getByRole('heading', { name: 'No drink collections yet' })).toBeVisible();

  await page.getByRole('button', { name: 'Add collection' }).click();
  await page.getByLabel('Collection name').fill('Home bar');
  await page.getByRole('dialog').getByRole('button', { name: 'Add collection' }).click();
  await page.getByRole('link', { name: 'Home bar' }).click();
  await expect(page.getByRole('heading', { name: 'Home bar', level: 1 })).toBeVisible();

  for (const [name, ingredients] of [
    ['Negroni', ['3 cl gin', '3 cl Campari', '3 cl red vermouth']],
    ['Secret Martini', ['6 cl gin', '1 cl dry vermouth']],
  ] as const) {
    await page.getByRole('button', { name: 'Add drink' }).first().click();
    const form = page.getByRole('dialog');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    for (const [index, line] of ingredients.entries()) {
      if (index >= 2) await form.getByRole('button', { name: 'Add ingredient' }).click();
      await form.getByLabel(`Ingredient ${index + 1}`, { exact: true }).fill(line);
    }
    await form.getByLabel('Method').fill('Stir with ice & strain.');
    await form.getByRole('button', { name: 'Add drink' }).click();
    await expect(form).toBeHidden();
  }
  await expect(page.getByTestId('drink-row')).toHaveCount(2);

  // The Negroni is made public on its own page; the Martini stays private.
  await page.getByRole('link', { name: 'Negroni' }).click();
  await expect(page.getByRole('heading', { name: 'Negroni', level: 1 })).toBeVisible();
  await expect(page.getByText('3 cl Campari')).toBeVisible();
  await page.getByRole('switch', { name: 'Show this drink on a public page' }).click({ force: true });
  await expect(page.getByRole('link', { name: /\/public\/drink\// })).toBeVisible();
  await page.getByRole('link', { name: 'Home bar' }).click();

  await page.getByRole('switch', { name: 'Show this collection on a public page' }).click({ force: true });
  const link = page.getByRole('link', { name: /\/public\/drink-collection\// });
  await expect(link).toBeVisible();
  const address = (await link.textContent())!;
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
  await expect(guest.getByRole('heading', { name: 'Home bar', level: 1 })).toBeVisible();
  await expect(guest.getByText('A drink menu by Ada’s bar')).toBeVisible();
  await expect(guest.getByRole('heading', { name: 'Negroni' })).toBeVisible();
  await expect(guest.getByText('3 cl red vermouth')).toBeVisible();
  await expect(guest.getByText('Secret Martini')).toHaveCount(0);
  expect(await guest.content()).not.toContain('Secret Martini');
  const axe = await new AxeBuilder({ page: guest }).analyze();
  expect(axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([]);
  await guest.setViewportSize({ width: 375, height: 800 });
  const overflow = await guest.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);

  await guestContext.close();

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
