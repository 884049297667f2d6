import { expect, test } from '@playwright/test';
import { signUpFast } from './support';
import {
  addCounterGroup,
  addShoppingList,
  setExtraPassword,
  typeShoppingLines,
  unlockVaultAfterAWrongOne,
} from './support/steps';
import { workerControls, keptOnDevice } from './support/offline';

// The worker as a person has it (the config blocks it for the other journeys).
test.use({ serviceWorkers: 'allow' });

test('offline: a shopping list and a counter seen before read after a reload without a connection, and sign-out wipes them', async ({
  page,
  context,
}) => {
  const { userId, username } = await signUpFast(page);

  // A list with two items, seen online.
  await page.goto('/shopping-list-parent');
  await addShoppingList(page);
  await typeShoppingLines(page, 'eggs 6', 'rye bread');
  await expect(page.getByRole('checkbox', { name: /rye bread/ })).toBeVisible();
  const listAddress = page.url();

  // With the worker in control, calls and the live stream still reach the server: an item added
  // elsewhere shows here at once.
  await workerControls(page);
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('ordna.user') ?? '{}') as { access: { token: string } }).access.token,
  );
  const added = await page.request.post('/api/shopping-item', {
    data: { listId: /\/specific-shopping-list\/([^/?#]+)/.exec(listAddress)?.[1], line: 'oat milk' },
    headers: { 'x-access-token': token },
  });
  expect(added.status(), await added.text()).toBe(201);
  await expect(page.getByRole('checkbox', { name: /oat milk/ })).toBeVisible();
  await expect.poll(() => keptOnDevice(page, userId)).toContain('oat milk');

  // A counter at 2, seen online.
  await page.goto('/counter-groups');
  await addCounterGroup(page, 'Health');
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
  await expect(page.getByRole('checkbox', { name: /oat milk/ })).toBeVisible();
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

test('offline: the vault opened on this device before opens and reads with the extra password, and refuses changes', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const EXTRA = 'violet lantern 4711';
  const { userId } = await signUpFast(page);

  // The vault set up and one entry kept, online.
  await page.goto('/password-groups');
  await setExtraPassword(page, EXTRA);
  await page.getByRole('button', { name: 'Add group' }).first().click();
  await page.getByRole('dialog').getByLabel('Group name').fill('Email');
  await page.getByRole('dialog').getByRole('button', { name: 'Add group' }).click();
  await expect(page.getByRole('heading', { name: 'Email' })).toBeVisible();
  const groupAddress = page.url();
  await page.getByRole('button', { name: 'Add password' }).click();
  await page.getByLabel(/^Name/).fill('Mail');
  await page.getByLabel('Password', { exact: true }).fill('pw-kept-sealed');
  await page.getByRole('button', { name: 'Add password' }).click();
  await expect(page.getByRole('link', { name: 'Mail', exact: true })).toBeVisible();

  // The device keeps the sealed answers and the wrapped key: never a decrypted word.
  await workerControls(page);
  const vaultKey = `ordna.kept.${userId}.vault`;
  await expect
    .poll(
      async () =>
        (JSON.parse((await keptOnDevice(page, userId, vaultKey)) || '{}') as { items?: unknown[] }).items?.length,
    )
    .toBe(1);
  const kept = await keptOnDevice(page, userId, vaultKey);
  expect(kept).toContain('wrappedVaultKey');
  expect(kept).not.toContain('pw-kept-sealed');
  expect(kept).not.toContain('Mail');
  expect(await keptOnDevice(page, userId)).not.toContain('pw-kept-sealed');

  // Offline, after a reload: a wrong extra password opens nothing, the right one opens and reads.
  await context.setOffline(true);
  await page.goto(groupAddress);
  await expect(page).toHaveURL(/\/password-login$/);
  await unlockVaultAfterAWrongOne(page, EXTRA);
  await expect(page).toHaveURL(groupAddress, { timeout: 20_000 });
  await page.getByRole('link', { name: 'Mail', exact: true }).click();
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('pw-kept-sealed')).toBeVisible();

  // A change is refused here, saying it needs the connection.
  await page.goBack();
  await expect(page).toHaveURL(groupAddress);
  await page.getByRole('button', { name: 'Add password' }).click();
  await page.getByLabel(/^Name/).fill('Bank');
  await page.getByRole('button', { name: 'Add password' }).click();
  await expect(page.getByText('Changes to the vault need a connection.')).toBeVisible();
});
