import { expect, test, type Page } from '@playwright/test';
import { signUpFast } from './support';

/** Waits until the worker controls the page, so a reload without a connection still opens the app. */
async function workerControls(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
}

/** What this device keeps for reading offline (app/offline/persist-cache.ts), as stored JSON. */
async function keptOnDevice(page: Page, personId: string): Promise<string> {
  return page.evaluate(
    (key) =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('ordna-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('query-cache')) return resolve('');
          const read = db.transaction('query-cache').objectStore('query-cache').get(key);
          read.onsuccess = () => resolve(typeof read.result === 'string' ? read.result : '');
          read.onerror = () => reject(read.error);
        };
      }),
    `ordna.cache.${personId}`,
  );
}

test('offline: a shopping list and a counter seen before read after a reload without a connection, and sign-out wipes them', async ({
  page,
  context,
}) => {
  const { userId, username } = await signUpFast(page);

  // A list with two items, seen online.
  await page.goto('/shopping-list-parent');
  await page.getByRole('button', { name: 'New list' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Shopping list', level: 1 })).toBeVisible();
  const field = page.getByLabel('Add an item');
  await field.fill('eggs 6');
  await field.press('Enter');
  await field.fill('rye bread');
  await field.press('Enter');
  await expect(page.getByRole('checkbox', { name: /rye bread/ })).toBeVisible();
  const listAddress = page.url();
  await expect.poll(() => keptOnDevice(page, userId)).toContain('rye bread');

  // A counter at 2, seen online.
  await page.goto('/counter-groups');
  await page.getByRole('button', { name: 'Add group' }).click();
  await page.getByLabel('Group name').fill('Health');
  await page.getByRole('dialog').getByRole('button', { name: 'Add group' }).click();
  await page.getByRole('button', { name: 'Add counter' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Water');
  await page.getByRole('dialog').getByRole('button', { name: 'Add counter' }).click();
  await page.getByRole('button', { name: 'Add 1 to Water' }).click();
  await page.getByRole('button', { name: 'Add 1 to Water' }).click();
  await expect(page.getByLabel(/^Water: \d/)).toHaveText('2');
  const counterAddress = page.url();

  await workerControls(page);
  await expect.poll(() => keptOnDevice(page, userId)).toMatch(/"Water".*"value":2|"value":2.*"Water"/s);

  // Without a connection, a reload still shows the list and the counter, and says it is offline.
  await context.setOffline(true);
  await page.goto(listAddress);
  await expect(page.getByRole('checkbox', { name: /rye bread/ })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /eggs/ })).toBeVisible();
  await expect(page.getByText('You are offline')).toBeVisible();
  await page.goto(counterAddress);
  await expect(page.getByLabel(/^Water: \d/)).toHaveText('2');

  // Back online, the person signs out: nothing of theirs stays on the device.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByLabel(/^Water: \d/)).toHaveText('2');
  await page.getByRole('button', { name: username }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => keptOnDevice(page, userId)).toBe('');
});
