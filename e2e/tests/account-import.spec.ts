import { expect, test, type Page } from '@playwright/test';
import { signUpFast } from './support';

async function apiPost<T>(page: Page, path: string, data: object): Promise<T> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('ordna.user') ?? '{}') as { access: { token: string } }).access.token,
  );
  const response = await page.request.post(`/api${path}`, { data, headers: { 'x-access-token': token } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

test('an export downloaded by one person is imported by another, whose lists then hold it', async ({
  page,
  browser,
}, testInfo) => {
  // Two people, a download and an upload: room for a busy machine.
  test.setTimeout(120_000);
  // Ann's things: a shopping list with an item, exported from Settings.
  await signUpFast(page);
  const list = await apiPost<{ _id: string }>(page, '/shopping-list', { name: 'Cabin weekend' });
  await apiPost(page, '/shopping-item', { listId: list._id, items: [{ name: 'Firewood' }] });
  await page.goto('/settings');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export everything' }).click();
  const file = testInfo.outputPath('ann-export.json');
  await (await download).saveAs(file);

  // Cid, on another device, brings Ann's export into his new, empty account.
  const context = await browser.newContext();
  const cid = await context.newPage();
  await signUpFast(cid);
  await cid.goto('/settings');
  const chooser = cid.waitForEvent('filechooser');
  await cid.getByRole('button', { name: 'Import an export' }).click();
  await (await chooser).setFiles(file);
  const dialog = cid.getByRole('dialog', { name: 'Import an export' });
  await expect(dialog).toContainText('ann-export.json');
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toBeHidden();
  await expect(cid.getByText(/Imported \d+ things\./)).toBeVisible();

  // The list is in the side bar while Cid is in the shopping area (its page may open it as his default).
  await cid.goto('/shopping-list-parent');
  await cid.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Cabin weekend' }).click();
  await expect(cid.getByRole('checkbox', { name: /Firewood/ })).toBeVisible();

  // A second import is refused: the account is no longer empty.
  await cid.goto('/settings');
  const again = cid.waitForEvent('filechooser');
  await cid.getByRole('button', { name: 'Import an export' }).click();
  await (await again).setFiles(file);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('alert')).toContainText('can only be imported into an empty account');
  await context.close();
});
