import { expect, test, type Page } from '@playwright/test';
import { signUpFast } from './support';
import { tokenOf } from './support/api';

/**
 * Whether this build pushes changes to open pages (GET /api/events in the API document). The
 * assertions marked "live" below wait for the change with no reload when it does; without live
 * updates they reload first, so the journey checks the same end state either way.
 */
async function hasLiveUpdates(page: Page): Promise<boolean> {
  const docs = (await (await page.request.get('/api/docs')).json()) as { paths?: Record<string, unknown> };
  return Object.keys(docs.paths ?? {}).some((path) => path.startsWith('/api/events'));
}

test('sharing a time group: viewer, then editor who stamps in, then revoked', async ({ browser }) => {
  const annContext = await browser.newContext();
  const bobContext = await browser.newContext();
  const ann = await annContext.newPage();
  const bob = await bobContext.newPage();
  const annName = (await signUpFast(ann)).username;
  const bobName = (await signUpFast(bob)).username;
  const live = await hasLiveUpdates(ann);
  const reloadUnlessLive = async (page: Page) => {
    if (!live) await page.reload();
  };

  const created = await ann.request.post('/api/time-group', {
    data: { name: 'Garden' },
    headers: { 'x-access-token': await tokenOf(ann) },
  });
  expect(created.status()).toBe(201);
  const groupId = ((await created.json()) as { data: { _id: string } }).data._id;

  // Ann shares the group with Bob as a viewer, by keyboard: the username field has the focus.
  await ann.goto(`/time-group/list/${groupId}`);
  await ann.getByRole('button', { name: 'Share' }).click();
  const dialog = ann.getByRole('dialog', { name: 'Share “Garden”' });
  await expect(dialog.getByLabel('Username')).toBeFocused();
  await ann.keyboard.type(bobName);
  await ann.keyboard.press('Enter');
  const bobsRow = dialog.getByTestId('share-row').filter({ hasText: bobName });
  await expect(bobsRow).toBeVisible();
  await expect(bobsRow.getByRole('radio', { name: 'Viewer' })).toBeChecked();

  // Bob sees it marked as Ann's, and cannot stamp in it.
  await bob.goto('/time-groups');
  const row = bob.getByTestId('time-row').filter({ hasText: 'Garden' });
  await expect(row.getByTestId('shared-by')).toHaveText(`Shared by ${annName} · Viewer`);
  await expect(row.getByRole('button', { name: /^Start/ })).toHaveCount(0);
  const yourGroups = bob.getByRole('navigation', { name: 'Your time groups' });
  await yourGroups.getByRole('link', { name: 'Garden' }).click();
  await expect(bob.getByText('Shared with you to view: you cannot stamp or change it.')).toBeVisible();
  await expect(bob.getByPlaceholder('Sub group, e.g. Meetings')).toHaveCount(0);

  // Ann makes Bob an editor; Bob stamps in.
  await bobsRow.getByText('Editor').click();
  await expect(bobsRow.getByRole('radio', { name: 'Editor' })).toBeChecked();
  await ann.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await bob.reload();
  const field = bob.getByPlaceholder('Sub group, e.g. Meetings');
  await field.fill('Digging');
  await field.press('Enter');
  await expect(bob.getByRole('button', { name: 'Stop Digging' })).toBeVisible();

  // Live: Ann's page shows Bob's running stamp.
  await reloadUnlessLive(ann);
  await expect(ann.getByRole('button', { name: 'Stop Digging' })).toBeVisible();

  // Ann revokes; live: Bob's list drops the group.
  await bob.goto('/time-groups');
  await expect(bob.getByTestId('time-row').filter({ hasText: 'Garden' })).toBeVisible();
  await ann.getByRole('button', { name: 'Share' }).click();
  await dialog.getByRole('button', { name: `Stop sharing with ${bobName}` }).click();
  await expect(dialog.getByText('Not shared with anyone yet.')).toBeVisible();
  await reloadUnlessLive(bob);
  await expect(yourGroups.getByRole('link', { name: 'Garden' })).toHaveCount(0);
  await expect(bob.getByTestId('time-row').filter({ hasText: 'Garden' })).toHaveCount(0);

  await annContext.close();
  await bobContext.close();
});
