import { expect, test } from '@playwright/test';
import { signUpWithTimeGroup } from './support/api';

test('timeline, graph and calculate show tracked time', async ({ page }) => {
  const { call, group: group } = await signUpWithTimeGroup(page, 'Client work');
  // A stamp that is running now (so it is on today's timeline whatever the hour) ...
  await call('post', '/time-stamp', {
    name: 'Design',
    timeGroupId: group._id,
    startTime: new Date(Date.now() - 10 * 60_000).toISOString(),
  });
  // ... and two ended ones on a fixed past day (Stockholm time, UTC+1 in January): 2:30 in all.
  await call('post', '/time-stamp', {
    name: 'Meetings',
    timeGroupId: group._id,
    startTime: '2025-01-15T09:00:00Z',
    endTime: '2025-01-15T11:00:00Z',
  });
  await call('post', '/time-stamp', {
    name: 'Design',
    timeGroupId: group._id,
    startTime: '2025-01-16T13:00:00Z',
    endTime: '2025-01-16T13:30:00Z',
  });

  await page.goto('/time-groups/time');
  await expect(page.getByRole('tab', { name: 'Timeline' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Client work' })).toBeVisible();
  const block = page.getByRole('link', { name: /^Design in Client work, .* to now, .*running/ });
  await expect(block).toBeVisible();

  await page.goto('/time-groups/time?date=2025-01-15');
  await expect(page.getByRole('link', { name: 'Meetings in Client work, 10:00 to 12:00, 2:00' })).toBeVisible();
  await page.getByRole('link', { name: /^Meetings in Client work/ }).click();
  await expect(page).toHaveURL(/\/time-stamp\/[\w-]+$/);

  // The default period (the 'day' filter) is the 7 days ending on the chosen date.
  await page.goto('/time-groups/graph?date=2025-01-16');
  await expect(page.getByText('Total: 2:30')).toBeVisible();
  // The chart draws each series' part of a bar as a rectangle in its svg.
  const bars = page.getByTestId('time-graph').locator('rect[data-series]');
  await expect(bars.first()).toBeVisible();
  expect(await bars.count()).toBeGreaterThan(0);

  await page.goto(`/time-group/graph/${group._id}?date=2025-01-16`);
  await expect(page.getByRole('heading', { name: 'Client work' })).toBeVisible();
  await expect(page.getByText('Total: 2:30')).toBeVisible();

  await page.goto('/time-groups/calculate?from=2025-01-01&to=2025-01-31');
  await expect(page.getByTestId('calculate-total')).toHaveText('2:30');
  // A negative rate is refused out loud, not dropped.
  await page.getByLabel('Hourly rate').fill('-5');
  await expect(page.getByText('The hourly rate cannot be negative.')).toBeVisible();
  await page.getByLabel('Hourly rate').fill('100');
  await expect(page.getByTestId('calculate-amount')).toHaveText('€250.00');
  await expect(page.getByRole('row', { name: /Client work 2:30 100% €250.00/ })).toBeVisible();

  await page.goto(`/time-group/calculate/${group._id}?from=2025-01-16&to=2025-01-16`);
  await expect(page.getByTestId('calculate-total')).toHaveText('0:30');
  // The rate is remembered on this device.
  await expect(page.getByTestId('calculate-amount')).toHaveText('€50.00');
});
