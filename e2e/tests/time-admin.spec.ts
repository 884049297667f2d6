import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signUpFast } from './support';

/** Calls the API as the signed-in person (token from the session the app keeps). */
async function apiAs(page: Page) {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('ordna.user') ?? '{}') as { access: { token: string } }).access.token,
  );
  return async <T>(method: 'post' | 'get', path: string, data?: unknown): Promise<{ status: number; data: T }> => {
    const response = await page.request[method](`/api${path}`, { data, headers: { 'x-access-token': token } });
    const body = (await response.json()) as { data: T };
    return { status: response.status(), data: body.data };
  };
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

test('time admin: rename a group, tag it, move a sub group, export CSV', async ({ page }) => {
  // A long journey through four pages; it gets the slow-test allowance on a busy machine.
  test.slow();
  await signUpFast(page);
  const call = await apiAs(page);
  const group = (await call<{ _id: string }>('post', '/time-group', { name: 'Client A' })).data;
  const design = (await call<{ _id: string }>('post', '/sub-group', { name: 'Design', timeGroupId: group._id })).data;
  const meetings = (await call<{ _id: string }>('post', '/sub-group', { name: 'Meetings', timeGroupId: group._id }))
    .data;
  // Minutes ago, so the stamps fall in the export's default range (this month).
  for (const [name, start, end] of [
    ['Design', 6, 5],
    ['Design', 4, 3],
    ['Meetings', 2, 1],
  ] as const) {
    const stamp = await call('post', '/time-stamp', {
      name,
      timeGroupId: group._id,
      startTime: minutesAgo(start),
      endTime: minutesAgo(end),
    });
    expect(stamp.status).toBe(201);
  }

  // The admin page lists the group with its sub groups.
  await page.goto('/time-tracker/admin');
  await expect(page.getByRole('heading', { name: 'Time tracker admin' })).toBeVisible();
  await page.getByRole('button', { name: /^Client A / }).click();
  await expect(page.getByRole('link', { name: 'Design' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Meetings' })).toBeVisible();
  await expect(page.getByText('2 sub groups · 3 stamps')).toBeVisible();

  // Rename it.
  await page.getByRole('button', { name: 'Actions for Client A' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const renameDialog = page.getByRole('dialog', { name: 'Rename time group' });
  await renameDialog.getByLabel('Name').fill('Client Alpha');
  await renameDialog.getByRole('button', { name: 'Save' }).click();
  await expect(renameDialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^Client Alpha/ })).toBeVisible();

  // Add a tag on the tags page (linked from the admin page) ...
  await page.getByRole('navigation', { name: 'More settings' }).getByRole('link', { name: /^Tags/ }).click();
  await expect(page).toHaveURL(/\/settings\/tags$/);
  await expect(page.getByText('No tags yet')).toBeVisible();
  await page.getByLabel('New tag').fill('Billable');
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Billable' })).toContainText('Not used by any group');

  // ... and attach it to the group.
  await page.getByRole('link', { name: 'Tag your groups in time tracker admin.' }).click();
  await page.getByRole('button', { name: 'Actions for Client Alpha' }).click();
  await page.getByRole('menuitem', { name: 'Edit tags' }).click();
  const tagsDialog = page.getByRole('dialog', { name: /Tags of/ });
  await tagsDialog.getByRole('combobox', { name: 'Tags' }).click();
  await page.getByRole('option', { name: 'Billable' }).click();
  await tagsDialog.getByRole('button', { name: 'Save' }).click();
  await expect(tagsDialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^Client Alpha/ })).toContainText('Billable');

  // Move Design's stamps into Meetings: Design goes away, Meetings holds all three.
  await page.getByRole('button', { name: /^Client Alpha/ }).click();
  await page.getByRole('link', { name: 'Design' }).click();
  await expect(page).toHaveURL(new RegExp(`/time-tracker/admin/sub-group/${design._id}$`));
  await expect(page.getByRole('heading', { name: 'Design', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Move into' }).click();
  await page.getByRole('option', { name: 'Meetings' }).click();
  await page.getByRole('button', { name: 'Move stamps' }).click();
  const moveDialog = page.getByRole('dialog', { name: 'Move the stamps?' });
  await expect(moveDialog).toContainText('All 2 stamps of “Design” move into “Meetings” (Client Alpha).');
  await moveDialog.getByRole('button', { name: 'Move stamps' }).click();
  await expect(page).toHaveURL(new RegExp(`/time-tracker/admin/sub-group/${meetings._id}$`));
  await expect(page.getByRole('heading', { name: 'Meetings', level: 1 })).toBeVisible();
  expect((await call('get', `/sub-group?subGroupId=${design._id}`)).status).toBe(404);

  await page
    .getByRole('navigation', { name: 'Where you are' })
    .getByRole('link', { name: 'Time tracker admin' })
    .click();
  await page.getByRole('button', { name: /^Client Alpha/ }).click();
  await expect(page.getByRole('link', { name: 'Meetings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Design' })).toHaveCount(0);
  await expect(page.getByText('1 sub group · 3 stamps')).toBeVisible();
  await page.getByRole('navigation', { name: 'More settings' }).getByRole('link', { name: /^Tags/ }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Billable' })).toContainText('Used by 1 group');
  await page.goBack();

  // Export this month as CSV.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^ordna-time-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe('Group,Sub group,Start date,Start time,End date,End time,Duration,Tags,Description');
  expect(lines).toHaveLength(4);
  expect(lines[1]).toMatch(/^Client Alpha,Meetings,\d{4}-\d{2}-\d{2},\d{2}:\d{2}(:\d{2})?,\d{4}-\d{2}-\d{2},/);
  expect(lines[1]).toContain('00:01:00');
  expect(lines[1]).toContain('Billable');
});
