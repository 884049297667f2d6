import { expect, test, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { PASSWORD, signUpFast } from './support';
import { signInThroughUi, signOutThroughMenu } from './support/steps';

async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Authentication code').first().click();
  await page.keyboard.type(code);
}

async function signOut(page: Page, username: string): Promise<void> {
  await signOutThroughMenu(page, username);
  await expect(page).toHaveURL(/\/login$/);
}

test('turn on two-factor sign-in, sign in with a code and a recovery code, turn it off', async ({ page }) => {
  test.setTimeout(90_000);
  const { username } = await signUpFast(page);

  await page.goto('/settings/auth');
  await expect(page.getByTestId('two-factor-status')).toHaveText('Off');
  await page.getByRole('button', { name: 'Turn on' }).click();
  const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  // A wrong code, then "Turn on" with the boxes empty: one error at a time, not both.
  await typeCode(page, '000000');
  await expect(page.getByRole('alert')).toHaveText(/That code is not right/);
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveText('Enter all 6 digits of the code.');

  await typeCode(page, generateSync({ secret }));
  // The codes come with the server's answer: wait for them before reading them.
  await expect(page.getByTestId('recovery-code').first()).toBeVisible();
  const codes = await page.getByTestId('recovery-code').allInnerTexts();
  expect(codes).toHaveLength(10);
  await expect(page.getByRole('button', { name: 'Done' })).toBeDisabled();
  await page.getByLabel('I have saved my recovery codes').check();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('two-factor-status')).toHaveText('On');

  // Sign in again from a deep link: password, then a code, then back where the person was headed.
  await signOut(page, username);
  await page.goto('/settings/profile');
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughUi(page, username);
  await expect(page).toHaveURL(/\/Auth$/);
  expect(await page.evaluate(() => localStorage.getItem('ordna.user'))).toBeNull();

  await typeCode(page, '000000');
  await expect(page.getByRole('alert')).toContainText('That code is not right');
  // The next time step's code: the step of the enabling code was used up already.
  await typeCode(page, generateSync({ secret, epoch: (Date.now() + 30_000) / 1000 }));
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(page.getByTestId('profile-username')).toHaveText(username);

  // A recovery code works once instead of the app.
  await signOut(page, username);
  await signInThroughUi(page, username);
  await expect(page).toHaveURL(/\/Auth$/);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Turning it off asks for the password.
  await page.goto('/settings/auth');
  await page.getByRole('button', { name: 'Turn off' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Password/).fill('not the password');
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(dialog.getByText('Wrong password')).toBeVisible();
  await dialog.getByLabel(/^Password/).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('two-factor-status')).toHaveText('Off');

  await signOut(page, username);
  await signInThroughUi(page, username);
  await expect(page).toHaveURL(/\/$/);
});

test('/Auth without a sign-in in progress goes back to /login', async ({ page }) => {
  await page.goto('/Auth');
  await expect(page).toHaveURL(/\/login$/);
});
