import { expect, test, type Browser, type Page } from '@playwright/test';
import { PASSWORD, signUpAt, signUpFast } from './support';

/** A second browser (its own storage: another device) signed in as the same person. */
async function secondDevice(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  return page;
}

test('a device signed out from device control is sent to /login on its next call', async ({ page, browser }) => {
  const { username } = await signUpFast(page);
  const other = await secondDevice(browser, username);

  await page.goto('/settings/device-control');
  const devices = page.getByTestId('device');
  await expect(devices).toHaveCount(2);
  await expect(devices.filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(page.locator('[data-testid="device"][data-current="true"]')).toContainText('This device');

  await page
    .locator('[data-testid="device"][data-current="false"]')
    .getByRole('button', { name: /^Sign out/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(devices).toHaveCount(1);
  await expect(page.getByText('You are not signed in anywhere else.')).toBeVisible();

  await other.goto('/settings/profile');
  await expect(other).toHaveURL(/\/login$/);
  await expect(other.getByText('This device was signed out. Please sign in again.')).toBeVisible();
  expect(await other.evaluate(() => localStorage.getItem('ordna.user'))).toBeNull();
  await other.context().close();
});

test('sign out all other devices, then this one', async ({ page, browser }) => {
  const { username } = await signUpFast(page);
  const others = [await secondDevice(browser, username), await secondDevice(browser, username)];

  await page.goto('/settings/device-control');
  await expect(page.getByTestId('device')).toHaveCount(3);
  await page.getByRole('button', { name: 'Sign out all other devices' }).click();
  await expect(page.getByRole('dialog')).toContainText('The 2 other devices will need to sign in again.');
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('device')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Sign out all other devices' })).toBeDisabled();

  for (const other of others) {
    await other.goto('/settings/profile');
    await expect(other).toHaveURL(/\/login$/);
    await other.context().close();
  }

  await page
    .getByTestId('device')
    .getByRole('button', { name: /^Sign out/ })
    .click();
  await expect(page.getByRole('dialog')).toContainText('You are about to sign out the device you are using now.');
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('ordna.user'))).toBeNull();
});

test('name a device in place; the name stays after a reload, with where and when it was seen', async ({ page }) => {
  await signUpAt(page, '/settings/device-control');
  const here = page.locator('[data-testid="device"][data-current="true"]');
  await expect(here).toContainText('First seen');
  await expect(here).toContainText('from 127.0.0.1');

  await here.getByRole('button', { name: /^Rename/ }).click();
  await here.getByLabel('Device name').fill('Kitchen laptop');
  await here.getByLabel('Device name').press('Enter');
  await expect(here.getByTestId('device-name')).toHaveText('Kitchen laptop');

  await page.reload();
  await expect(here.getByTestId('device-name')).toHaveText('Kitchen laptop');
  await expect(here).toContainText('This device');
  await expect(here).toContainText(/Browser and system: .+ on .+/);

  // An empty name gives the browser and system back.
  await here.getByRole('button', { name: 'Rename Kitchen laptop' }).click();
  await here.getByLabel('Device name').fill('');
  await here.getByRole('button', { name: 'Save' }).click();
  await expect(here.getByTestId('device-name')).toHaveText(/ on /);
});
