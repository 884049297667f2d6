import { expect, test, type Page } from '@playwright/test';
import { signUpAt } from './support';
import { addFirstTimeGroup, stampIn } from './support/steps';
import { apiAs, signUpWithTimeGroup } from './support/api';
import { watchToasts } from './support/toasts';

const row = (page: Page, name: string) => page.getByTestId('time-row').filter({ hasText: name });

test('first group, stamp in, live clock, stamp out, edit the duration, delete', async ({ page }) => {
  // Playwright's clock runs the page's time: the test moves it on instead of sleeping.
  await page.clock.install();
  await signUpAt(page, '/time-tracker');

  // First run: the first time group is made right on the tracker.
  await expect(page.getByRole('heading', { name: 'Create your first time group' })).toBeVisible();
  await addFirstTimeGroup(page, 'Work');

  // One field: type what you work on, Enter stamps in (a new name makes the sub group).
  await stampIn(page, 'Coding');
  const running = page.getByTestId('running-stamp');
  await expect(running).toContainText('Coding');
  await expect(running).toContainText('Work');

  // The clock ticks.
  const clock = running.getByRole('timer');
  const before = (await clock.textContent()) ?? '';
  expect(before).toMatch(/^0:00:0\d$/);
  await page.clock.runFor(2000);
  await expect(clock).not.toHaveText(before);
  await expect(page.getByTestId('period-total')).not.toHaveText('0:00:00');

  // The page's clock moved on; the server's did not, and it ends the stamp by its own. Starting the
  // stamp a minute earlier (as a person editing it would) makes the stopped total the same
  // whichever clock ends it, so the check below never reads 0:00:00 from a quick machine.
  const call = await apiAs(page);
  const [started] = await call<{ _id: string; startTime: string }[]>('get', '/time-stamp?active=true');
  await call('put', '/time-stamp', {
    timeStampId: started!._id,
    startTime: new Date(Date.parse(started!.startTime) - 60_000).toISOString(),
  });
  await expect(clock).toHaveText(/^0:01:0\d$/);

  // Stamp out: nothing runs, today's total keeps the time and stops counting.
  await page.getByRole('button', { name: 'Stop Coding' }).click();
  await expect(running).toHaveCount(0);
  await expect(page.getByText('Nothing is running.', { exact: false })).toBeVisible();
  const total = page.getByTestId('period-total');
  const stopped = (await total.textContent()) ?? '';
  expect(stopped).toMatch(/^0:01:\d\d$/);
  await page.clock.runFor(5000);
  await expect(total).toHaveText(stopped);

  // Through the lists to the stamp.
  await page.getByRole('link', { name: 'Time groups' }).first().click();
  await expect(page).toHaveURL(/\/time-groups(\/list)?$/);
  await expect(row(page, 'Work')).toContainText(stopped);
  await row(page, 'Work').getByRole('link', { name: 'Work' }).click();
  await expect(page.getByRole('heading', { name: 'Work' })).toBeVisible();
  await row(page, 'Coding').getByRole('link', { name: 'Coding' }).click();
  await expect(page.getByRole('heading', { name: 'Coding' })).toBeVisible();
  await page.getByTestId('stamp-row').getByRole('link').click();
  await expect(page).toHaveURL(/\/time-stamp\/[\w-]+$/);

  // Times read YYYY-MM-DD HH:mm:ss, 24 h, whatever the browser's locale.
  await expect(page.getByRole('textbox', { name: 'Start', exact: true })).toHaveValue(
    /^\d{4}-\d\d-\d\d [0-2]\d:[0-5]\d:[0-5]\d$/,
  );

  // Edit: a fixed start and a duration of an hour and a half (the end follows).
  await page.getByRole('textbox', { name: 'Start', exact: true }).fill('2025-01-15 09:00:00');
  await page.getByRole('textbox', { name: 'Duration' }).fill('1:30:00');
  await expect(page.getByRole('textbox', { name: 'End', exact: true })).toHaveValue('2025-01-15 10:30:00');
  const toasts = await watchToasts(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await toasts.shown('Saved the time stamp.');

  // An end before the start is refused on the field.
  // An end before the start is refused on the field (no 0:00:00 duration), as are an end in the
  // future and a duration longer than a stamp may last.
  const end = page.getByRole('textbox', { name: 'End', exact: true });
  await end.fill('2025-01-15 08:00:00');
  await expect(page.getByText('The end time must be after the start time.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Duration' })).toHaveValue('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(end).toHaveAttribute('aria-invalid', 'true');
  await end.fill('2099-01-15 10:30:00');
  await expect(page.getByText('The end cannot be in the future.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Duration' }).fill('10000:00:00');
  await expect(page.getByText('A stamp may last at most 7 days.')).toBeVisible();
  await end.fill('2025-01-15 10:30:00');

  // The totals follow at once: nothing today, 1:30:00 in total.
  await page.getByRole('navigation', { name: 'Where you are' }).getByRole('link', { name: 'Time groups' }).click();
  await expect(page.getByText('Nothing tracked today')).toBeVisible();
  await page.getByText('Total', { exact: true }).first().click();
  await expect(row(page, 'Work')).toContainText('1:30:00');
  await expect(page.getByTestId('period-total')).toHaveText('1:30:00');

  // Delete it, after saying yes.
  await row(page, 'Work').getByRole('link', { name: 'Work' }).click();
  await row(page, 'Coding').getByRole('link', { name: 'Coding' }).click();
  await page.getByTestId('stamp-row').getByRole('link').click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete time stamp' }).click();
  await expect(page).toHaveURL(/\/sub-group\/[\w-]+$/);
  await expect(page.getByText('No stamps yet')).toBeVisible();
  await page.getByRole('navigation', { name: 'Where you are' }).getByRole('link', { name: 'Time groups' }).click();
  await expect(page.getByText('Nothing tracked yet')).toBeVisible();
});

test('the list, timeline, graph and calculate tabs switch views', async ({ page }) => {
  await signUpAt(page, '/time-groups');
  await expect(page.getByRole('heading', { name: 'Time groups', level: 1 })).toBeVisible();
  for (const [tab, path] of [
    ['Timeline', '/time-groups/time'],
    ['Graph', '/time-groups/graph'],
    ['Calculate', '/time-groups/calculate'],
    ['List', '/time-groups/list'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page).toHaveURL(new RegExp(`${path}(\\?.*)?$`));
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Time groups', level: 1 })).toBeVisible();
  }
});

test('tags mode totals the time per tag', async ({ page }) => {
  const { call, group: work } = await signUpWithTimeGroup(page, 'Work');
  const home = await call<{ _id: string }>('post', '/time-group', { name: 'Home' });
  const tag = await call<{ _id: string }>('post', '/tag', { title: 'billable' });
  await call('put', '/time-group', { groupId: work._id, tagIds: [tag._id] });
  const stamp = (timeGroupId: string, name: string, startTime: string, endTime: string) =>
    call('post', '/time-stamp', { name, timeGroupId, startTime, endTime, ended: true });
  await stamp(work._id, 'Coding', '2025-01-15T09:00:00Z', '2025-01-15T11:00:00Z');
  await stamp(home._id, 'Dishes', '2025-01-15T12:00:00Z', '2025-01-15T12:30:00Z');
  // A minute ended just now, so the group also has time today.
  await stamp(work._id, 'Review', new Date(Date.now() - 60_000).toISOString(), new Date().toISOString());

  await page.goto('/time-groups');
  await page.getByText('Total', { exact: true }).first().click();
  await expect(row(page, 'Work')).toContainText(/2:01:\d\d/);
  await expect(row(page, 'Home')).toContainText('0:30:00');

  await page.getByText('Tags', { exact: true }).click();
  await expect(page.getByTestId('time-row')).toHaveCount(1);
  const tagRow = row(page, 'billable');
  await expect(tagRow).toContainText(/2:01:\d\d/);
  await expect(tagRow.getByRole('link', { name: 'Work' })).toBeVisible();

  await page.getByText('Normal', { exact: true }).click();
  await expect(page.getByTestId('time-row')).toHaveCount(2);
});
