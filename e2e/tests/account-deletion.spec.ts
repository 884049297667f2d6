import { expect, test } from '@playwright/test';
import { PASSWORD, signUpFast } from './support';

test('deleting the account takes everything, signs this device out, and the name cannot sign in again', async ({
  page,
}) => {
  const { username } = await signUpFast(page);
  await page.goto('/settings/profile');
  await page.getByRole('button', { name: 'Delete account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('This cannot be undone.');

  // A wrong password keeps everything.
  await dialog.getByLabel('Password', { exact: true }).fill('not my password');
  await dialog.getByRole('button', { name: 'Delete everything' }).click();
  await expect(dialog.getByText('Wrong password')).toBeVisible();

  // Cancel keeps everything too.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Delete account…' }).click();
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete everything' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your account and everything in it were deleted.')).toBeVisible();
  await page.getByLabel(/username/i).fill(username);
  await page.getByLabel(/^password/i).fill(PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByText('Wrong username or password.')).toBeVisible();
});

test('export everything downloads the whole account as one JSON file', async ({ page }) => {
  const { username } = await signUpFast(page);
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('ordna.user') ?? '{}') as { access: { token: string } }).access.token,
  );
  const made = await page.request.post('/api/notes-collection', {
    data: { name: 'Diary' },
    headers: { 'x-access-token': token },
  });
  expect(made.ok()).toBeTruthy();
  await page.goto('/settings');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export everything' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^ordna-${username}-\\d{4}-\\d\\d-\\d\\d\\.json$`));
  const text = await (await file.createReadStream()).toArray();
  const document = JSON.parse(Buffer.concat(text).toString('utf8'));
  expect(document).toMatchObject({ format: 'ordna-export', version: 2, person: { username } });
  expect(document.tables.notesCollections).toHaveLength(1);
  await expect(page.getByRole('button', { name: 'Export everything' })).toBeEnabled();
});
