import { expect, test, type Page } from '@playwright/test';
import { signUpAt } from './support';

/** "1:02:03" → seconds. */
const seconds = (clock: string) => clock.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);

/** Every running clock, today's total and (on the group list) the group row's total, read in one go. */
async function readClocks(page: Page) {
  return page.evaluate(() => {
    const text = (element: Element | null) => element?.textContent?.trim() ?? '';
    const clocks = Array.from(document.querySelectorAll('[data-testid="running-stamp"] [role="timer"]')).map(text);
    const groupRow = Array.from(document.querySelectorAll('[data-testid="time-row"]')).find((row) =>
      row.textContent?.includes('Work'),
    );
    return {
      clocks,
      total: text(document.querySelector('[data-testid="period-total"]')),
      row: text(groupRow?.querySelector('[data-testid="row-total"]') ?? null),
    };
  });
}

test('two running timers: today and the group row count both, live', async ({ page }) => {
  // The page's clock is Playwright's: it runs as a real one, and the test moves it on instead of
  // sleeping. Stamps start at the server's time, so after a jump every clock reads that much more.
  await page.clock.install();
  await signUpAt(page, '/time-tracker');
  await page.getByRole('textbox', { name: 'Name' }).fill('Work');
  await page.getByRole('button', { name: 'Create time group' }).click();

  const field = page.getByPlaceholder('What are you working on?');
  await field.fill('Alpha');
  await field.press('Enter');
  await expect(page.getByTestId('running-stamp')).toHaveCount(1);
  await page.clock.runFor(5000);
  await field.fill('Beta');
  await field.press('Enter');
  await expect(page.getByTestId('running-stamp')).toHaveCount(2);
  // Starting one keeps the others: the form says so, and the tab keeps the page's name.
  await expect(page.getByTestId('running-hint')).toContainText('2 timers running');
  await expect(page).toHaveTitle(/^▶ 0:00:0\d \+1 · Time tracker · Ordna$/);

  // Both keep counting: after a few seconds the totals are the sum of both clocks, not one.
  for (const wait of [1500, 3000]) {
    await page.clock.runFor(wait);
    const read = await readClocks(page);
    expect(read.clocks).toHaveLength(2);
    const both = read.clocks.map(seconds).reduce((a, b) => a + b, 0);
    expect(Math.abs(seconds(read.total) - both), JSON.stringify(read)).toBeLessThanOrEqual(2);
  }

  // The group list's row counts both too, while the page changes and after. The page shows floors
  // of clocks refreshed once a second, so a shown value is up to 1 s under its truth per running
  // clock, plus 1 s of flooring: the two stamp clocks' sum up to 4 s, the row up to 3 s. The real
  // time between two reads is bracketed by the test's own clock taken around them. So the row must
  // lie in a range, and a row that counted one timer instead of two leaves it after the jump.
  const readRowWithin = async (shown: number, under: number, jump: number, since: [number, number]) => {
    const start = Date.now();
    const read = await readClocks(page);
    const end = Date.now();
    const low = shown + jump + (2 * (start - since[1])) / 1000 - 3;
    const high = shown + under + jump + (2 * (end - since[0])) / 1000;
    const row = seconds(read.row);
    const why = JSON.stringify({ shown, low, high, read });
    expect(row, why).toBeGreaterThan(low);
    expect(row, why).toBeLessThanOrEqual(high);
    return { row, at: [start, end] as [number, number] };
  };
  const beforeStart = Date.now();
  const beforeList = await readClocks(page);
  const beforeEnd = Date.now();
  await page.goto('/time-groups');
  await expect(page.getByTestId('time-row').filter({ hasText: 'Work' })).toBeVisible();
  const bothClocks = beforeList.clocks.map(seconds).reduce((a, b) => a + b, 0);
  const onList = await readRowWithin(bothClocks, 4, 0, [beforeStart, beforeEnd]);
  // Ten seconds on, the row has counted twenty: ten for each timer.
  await page.clock.runFor(10_000);
  await readRowWithin(onList.row, 3, 20, onList.at);
  await page.goto('/time-tracker');
  await expect(page.getByTestId('running-stamp')).toHaveCount(2);

  // Stopping one leaves the other counting, and nothing is counted twice.
  await page.getByRole('button', { name: 'Stop Alpha' }).first().click();
  await expect(page.getByTestId('running-stamp')).toHaveCount(1);
  const afterStop = await readClocks(page);
  await page.clock.runFor(2500);
  const later = await readClocks(page);
  const grew = seconds(later.total) - seconds(afterStop.total);
  expect(grew, JSON.stringify([afterStop, later])).toBeGreaterThanOrEqual(1);
  expect(grew, JSON.stringify([afterStop, later])).toBeLessThanOrEqual(4);
  await page.reload();
  await expect(page.getByTestId('running-stamp')).toHaveCount(1);
  const reloaded = await readClocks(page);
  // The server's total after the reload has grown by what the one clock ran meanwhile, no more.
  const clockGrew = seconds(reloaded.clocks[0] ?? '') - seconds(later.clocks[0] ?? '');
  expect(
    Math.abs(seconds(reloaded.total) - seconds(later.total) - clockGrew),
    JSON.stringify([later, reloaded]),
  ).toBeLessThanOrEqual(2);

  // A third one, then "stop the others" keeps only the newest.
  await field.fill('Gamma');
  await field.press('Enter');
  await expect(page.getByTestId('running-stamp')).toHaveCount(2);
  await page.getByRole('button', { name: 'Stop the others (keep Gamma)' }).click();
  await expect(page.getByTestId('running-stamp')).toHaveCount(1);
  await expect(page.getByTestId('running-stamp')).toContainText('Gamma');
  await expect(page.getByTestId('running-hint')).toContainText('Gamma is running');
});
