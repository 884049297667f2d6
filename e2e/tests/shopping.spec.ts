import { expect, test, type Page } from '@playwright/test';
import { signUpFast } from './support';
import { tokenOf } from './support/api';

async function apiPost<T>(page: Page, path: string, data: object): Promise<T> {
  const response = await page.request.post(`/api${path}`, { data, headers: { 'x-access-token': await tokenOf(page) } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

test('a list from "2 l milk" to the fridge: add, merge, check off, undo, put away, and the fridge out and back in as CSV', async ({
  page,
}) => {
  await signUpFast(page);

  // A first storage group, and milk already in it.
  await page.goto('/storage-groups');
  await expect(page.getByText('Nothing in storage yet')).toBeVisible();
  await page.getByRole('button', { name: 'New group' }).click();
  await page.getByRole('dialog').getByLabel('Group name').fill('Fridge');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Fridge', level: 1 })).toBeVisible();
  await page.getByLabel('Put something away').fill('Milk 1 l');
  await page.getByLabel('Put something away').press('Enter');
  await expect(page.getByLabel('Amount of Milk')).toHaveText('1 l');

  // A first shopping list, and "2 l milk" typed into it.
  await page.goto('/shopping-list-parent');
  await expect(page.getByText('No shopping lists yet')).toBeVisible();
  await page.getByRole('button', { name: 'New list' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Shopping list', level: 1 })).toBeVisible();
  const field = page.getByLabel('Add an item');
  await field.fill('1 ½ l milk');
  await field.press('Enter');
  await field.fill('eggs 6');
  await field.press('Enter');
  const milk = page.getByRole('checkbox', { name: /milk/ });
  await expect(milk).toBeVisible();
  await expect(page.getByText('1 ½ l', { exact: true })).toBeVisible();
  // Milk added again merges into its row, the amounts summed; the dairy stands under its heading.
  await field.fill('500 ml Milk');
  await field.press('Enter');
  await expect(page.getByText('2 l', { exact: true })).toBeVisible();
  await expect(milk).toHaveCount(1);
  await expect(page.getByRole('group', { name: 'Dairy' }).getByRole('checkbox', { name: /eggs/ })).toBeVisible();

  // Checked off at once, and undone from the toast.
  await milk.check();
  await expect(milk).toBeChecked();
  await expect(page.getByText('1 checked off')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(milk).not.toBeChecked();
  await expect(page.getByText('1 checked off')).toHaveCount(0);

  // Checked again and put into the fridge: 1 l + 2 l.
  await milk.check();
  await expect(page.getByText('1 checked off')).toBeVisible();
  await page.getByRole('button', { name: 'Put into storage' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Put away' }).click();
  await expect(page.getByText('Put 1 item into storage.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /milk/ })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: /eggs/ })).toBeVisible();

  await page.goto('/storage-groups');
  await page.getByRole('main').getByRole('link', { name: 'Fridge' }).click();
  await expect(page.getByLabel('Amount of Milk')).toHaveText('3 l');
  // Quick + and − move by a portion of the unit (a decilitre of milk), not by a whole litre or one ml.
  await page.getByRole('button', { name: '0.1 l more Milk' }).click();
  await expect(page.getByLabel('Amount of Milk')).toHaveText('3.1 l');
  await page.getByRole('button', { name: '0.1 l less Milk' }).click();
  await expect(page.getByLabel('Amount of Milk')).toHaveText('3 l');

  // Out as CSV…
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Fridge.csv');
  const stream = await download.createReadStream();
  let csv = '';
  for await (const chunk of stream) csv += String(chunk);
  expect(csv).toContain('name,quantity,unit,bestBefore,note');
  expect(csv).toContain('Milk,3,l,,');

  // …and in again: a wrong line is named and nothing is written; a right file updates Milk and adds Rice.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import items from CSV' });
  await dialog.getByLabel('Or paste the CSV').fill('name,quantity\nRice,lots\n');
  await dialog.getByRole('button', { name: 'Import CSV' }).click();
  await expect(dialog.getByText('Line 2: The quantity is not a number between 0 and 1000000.')).toBeVisible();
  await dialog.getByLabel('Or paste the CSV').fill(`${csv.replace('Milk,3,l', 'Milk,5,l')}Rice,2,kg,,\r\n`);
  await dialog.getByRole('button', { name: 'Import CSV' }).click();
  await expect(page.getByText('Imported: 1 added, 1 updated.')).toBeVisible();
  await expect(page.getByLabel('Amount of Milk')).toHaveText('5 l');
  await expect(page.getByLabel('Amount of Rice')).toHaveText('2 kg');
});

test('an item added to a shared list arrives on the other person’s screen without reload', async ({ browser }) => {
  const ann = await (await browser.newContext()).newPage();
  const bob = await (await browser.newContext()).newPage();
  await signUpFast(ann);
  const { username: bobName } = await signUpFast(bob);
  const list = await apiPost<{ _id: string }>(ann, '/shopping-list', { name: 'Household' });
  await apiPost(ann, '/share', { kind: 'shoppingList', id: list._id, username: bobName, role: 'editor' });

  await bob.goto(`/specific-shopping-list/${list._id}`);
  await expect(bob.getByRole('heading', { name: 'Household' })).toBeVisible();
  await expect(bob.getByText('Nothing on this list yet')).toBeVisible();
  let bobLoads = 0;
  bob.on('load', () => bobLoads++);

  await ann.goto(`/specific-shopping-list/${list._id}`);
  await ann.getByLabel('Add an item').fill('oat milk 2 l');
  await ann.getByLabel('Add an item').press('Enter');
  await expect(bob.getByRole('checkbox', { name: /oat milk/ })).toBeVisible({ timeout: 2_000 });

  // Bob checks it off; Ann sees it checked.
  await bob.getByRole('checkbox', { name: /oat milk/ }).check();
  await expect(ann.getByRole('checkbox', { name: /oat milk/ })).toBeChecked({ timeout: 2_000 });
  expect(bobLoads).toBe(0);
});
