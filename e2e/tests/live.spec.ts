import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, signUpFast } from './support';

/** Signs the same person in on another device (its own session) and opens the app there. */
async function signInAgain(page: Page, username: string): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } });
  expect(response.status()).toBe(200);
  const user = (await response.json()).data;
  await page.goto('/login');
  await page.evaluate((stored) => localStorage.setItem('ordna.user', JSON.stringify(stored)), user);
}

test('stamping in on one device shows the running clock on the other within a second, without reload', async ({
  browser,
}) => {
  const desk = await (await browser.newContext()).newPage();
  const phone = await (await browser.newContext()).newPage();
  const { username } = await signUpFast(desk);
  await signInAgain(phone, username);

  await desk.goto('/time-tracker');
  await phone.goto('/time-tracker');
  await expect(phone.getByRole('button', { name: 'Create time group' })).toBeVisible();
  let phoneLoads = 0;
  phone.on('load', () => phoneLoads++);

  // A first group made on the desk gives the phone its stamp form too.
  await desk.getByRole('textbox', { name: 'Name' }).fill('Work');
  await desk.getByRole('button', { name: 'Create time group' }).click();
  await expect(phone.getByPlaceholder('What are you working on?')).toBeVisible({ timeout: 2_000 });
  await expect(phone.getByTestId('running-stamp')).toHaveCount(0);

  const field = desk.getByPlaceholder('What are you working on?');
  await field.fill('Alpha');
  const started = desk.waitForResponse((r) => r.url().endsWith('/api/time-stamp') && r.request().method() === 'POST');
  await field.press('Enter');
  expect((await started).status()).toBe(201);
  // Within a second of the desk's answer (the assertion's own timeout starts there).
  await expect(phone.getByTestId('running-stamp')).toHaveCount(1, { timeout: 1_000 });
  await expect(phone.getByTestId('running-stamp')).toContainText('Alpha');

  // Stopping it on the phone stops it on the desk.
  await phone.getByRole('button', { name: 'Stop Alpha' }).first().click();
  await expect(desk.getByTestId('running-stamp')).toHaveCount(0, { timeout: 1_000 });
  expect(phoneLoads).toBe(0);
});
