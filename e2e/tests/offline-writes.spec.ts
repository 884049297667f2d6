import { expect, test } from '@playwright/test';
import { signUpFast } from './support';
import { workerControls, keptOnDevice } from './support/offline';
import { apiAs } from './support/api';

// The worker serves the app without a connection, as a person has it (playwright.config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

interface Item {
  name: string;
  checked: boolean;
}

test('offline writes: three check-offs, two adds and +3 survive a reload without a connection, reach the server once, and show live on the other person’s screen', async ({
  browser,
  request,
}) => {
  // Two people, three pages, a service worker installing and two reloads: more than one journey's time.
  test.slow();
  const bobContext = await browser.newContext();
  const bob = await bobContext.newPage();
  const { username: bobName } = await signUpFast(bob);

  const annContext = await browser.newContext();
  const listTab = await annContext.newPage();
  const { userId: annId } = await signUpFast(listTab);
  const ann = await apiAs(listTab, request);
  const list = await ann<{ _id: string }>('post', '/shopping-list', { name: 'Household' });
  await ann('post', '/shopping-item', {
    listId: list._id,
    items: [{ name: 'Milk' }, { name: 'Eggs' }, { name: 'Bread' }, { name: 'Apples' }],
  });
  await ann('post', '/share', { kind: 'shoppingList', id: list._id, username: bobName, role: 'editor' });
  const group = await ann<{ _id: string }>('post', '/counter-group', { name: 'Health' });
  const counter = await ann<{ _id: string }>('post', '/counter', { counterGroupId: group._id, name: 'Water' });
  const listAddress = `/specific-shopping-list/${list._id}`;
  const serverItems = async () => (await ann<{ items: Item[] }>('get', `/shopping-list?listId=${list._id}`)).items;
  const serverWater = async () => (await ann<{ value: number }>('get', `/counter?counterId=${counter._id}`)).value;

  // Bob has the shared list open; Ann has the list in one tab and her counters in another.
  await bob.goto(listAddress);
  await expect(bob.getByRole('checkbox', { name: /Apples/ })).toBeVisible();
  let bobLoads = 0;
  bob.on('load', () => bobLoads++);

  await listTab.goto(listAddress);
  await expect(listTab.getByRole('checkbox', { name: /Apples/ })).toBeVisible();
  const counterTab = await annContext.newPage();
  await counterTab.goto('/counter-groups');
  const water = counterTab.getByLabel(/^Water: \d/);
  await expect(water).toHaveText('0');
  await workerControls(listTab);
  await workerControls(counterTab);
  await expect.poll(() => keptOnDevice(listTab, annId), { timeout: 15_000 }).toContain('Apples');

  // Without a connection: +3 on the counter in its tab, then three check-offs and two adds in
  // the list's, each shown at once and marked as waiting.
  await annContext.setOffline(true);
  const plus = counterTab.getByRole('button', { name: 'Add 1 to Water' });
  for (let i = 0; i < 3; i++) await plus.click();
  await expect(water).toHaveText('3');
  await expect(counterTab.getByTestId('waiting-to-send')).toHaveCount(1);

  for (const name of ['Milk', 'Eggs', 'Bread']) await listTab.getByRole('checkbox', { name }).check();
  const field = listTab.getByLabel('Add an item');
  for (const line of ['Butter', 'Cheese']) {
    await field.fill(line);
    await field.press('Enter');
  }
  await expect(listTab.getByRole('checkbox', { name: 'Butter' })).toBeVisible();
  await expect(listTab.getByRole('checkbox', { name: 'Cheese' })).toBeVisible();
  await expect(listTab.getByTestId('waiting-to-send')).toHaveCount(5);
  // Kept, not refused: the field stays clear and no failure is shown.
  await expect(field).toHaveValue('');
  await expect(listTab.getByText('Could not reach the server')).toHaveCount(0);

  // The list's tab opens again, still without a connection (the service worker serves the app,
  // the kept answers the list): every change is still shown, still waiting, and the banner
  // counts the counter tab's three as well.
  await listTab.goto(listAddress);
  for (const name of ['Milk', 'Eggs', 'Bread']) await expect(listTab.getByRole('checkbox', { name })).toBeChecked();
  await expect(listTab.getByRole('checkbox', { name: 'Apples' })).not.toBeChecked();
  await expect(listTab.getByRole('checkbox', { name: 'Butter' })).toBeVisible();
  await expect(listTab.getByRole('checkbox', { name: 'Cheese' })).toBeVisible();
  await expect(listTab.getByTestId('waiting-to-send')).toHaveCount(5);
  await expect(listTab.getByText('8 changes wait to be sent.')).toBeVisible();

  // The server has none of it yet.
  expect((await serverItems()).filter((item) => item.checked)).toEqual([]);
  expect(await serverWater()).toBe(0);

  // Back online: everything is sent, once, and nothing waits any more.
  await annContext.setOffline(false);
  await expect(listTab.getByTestId('waiting-to-send')).toHaveCount(0, { timeout: 30_000 });
  await expect(counterTab.getByTestId('waiting-to-send')).toHaveCount(0, { timeout: 30_000 });
  const items = await serverItems();
  expect(items.map((item) => [item.name, item.checked]).sort()).toEqual(
    [
      ['Apples', false],
      ['Bread', true],
      ['Butter', false],
      ['Cheese', false],
      ['Eggs', true],
      ['Milk', true],
    ].sort(),
  );
  expect(await serverWater()).toBe(3);
  await expect(counterTab.getByLabel(/^Water: \d/)).toHaveText('3');

  // Bob's open screen shows Ann's changes live, without a reload.
  for (const name of ['Milk', 'Eggs', 'Bread']) await expect(bob.getByRole('checkbox', { name })).toBeChecked();
  await expect(bob.getByRole('checkbox', { name: 'Butter' })).toBeVisible();
  await expect(bob.getByRole('checkbox', { name: 'Cheese' })).toBeVisible();
  expect(bobLoads).toBe(0);

  await annContext.close();
  await bobContext.close();
});
