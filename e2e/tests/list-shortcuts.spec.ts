import { expect, test, type Page } from '@playwright/test';
import { signUpFast } from './support';
import { apiAs, signUpWithTimeGroup } from './support/api';

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const rowLink = (page: Page, name: string) =>
  page.getByTestId('time-row').filter({ hasText: name }).getByRole('link', { name, exact: true });

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('the time lists from the keyboard alone: move, copy, add, delete, open', async ({ page }) => {
  await signUpFast(page);
  const api = await apiAs(page);
  const now = Date.now();
  // Work has more time today, so it comes first: it starts earlier and ends later, so it stays
  // ahead even when the person's midnight (Stockholm) fell a few minutes ago and cuts both short.
  for (const [group, sub, startsAgo, endsAgo] of [
    ['Work', 'Ordna', 20 * 60_000, 10_000],
    ['Home', 'Cooking', 10 * 60_000, 40_000],
  ] as const) {
    const { _id } = await api<{ _id: string }>('post', '/time-group', { name: group });
    await api('post', '/time-stamp', {
      name: sub,
      timeGroupId: _id,
      startTime: iso(now - startsAgo),
      endTime: iso(now - endsAgo),
      ended: true,
    });
  }

  await page.goto('/time-groups');
  await rowLink(page, 'Work').focus();
  await page.keyboard.press('ArrowDown');
  await expect(rowLink(page, 'Home')).toBeFocused();
  await page.keyboard.press('k');
  await expect(rowLink(page, 'Work')).toBeFocused();
  await page.keyboard.press('j');

  // Ctrl+C copies the item's name.
  await page.keyboard.press('Control+c');
  await expect(page.getByText('Copied “Home”')).toBeVisible();
  expect(await clipboard(page)).toBe('Home');

  // Ctrl+N: the list's own "Add time group" dialog, name field first.
  await page.keyboard.press('Control+n');
  const add = page.getByRole('dialog', { name: 'Add time group' });
  await expect(add).toBeVisible();
  // A person types once the cursor is in the name field (the dialog moves it there as it opens).
  await expect(add.getByRole('textbox').first()).toBeFocused();
  await page.keyboard.type('Garden');
  await page.keyboard.press('Enter');
  // The new group opens, as it does from the "Add time group" button.
  await expect(page.getByRole('heading', { name: 'Garden' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('button', { name: '1 more without time in this period' })).toBeVisible();

  // Delete asks the admin page's question, which counts what goes; Escape keeps it.
  await rowLink(page, 'Home').focus();
  await page.keyboard.press('Delete');
  const confirm = page.getByRole('dialog', { name: 'Delete “Home”?' });
  await expect(confirm).toContainText('1 sub group');
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(rowLink(page, 'Home')).toBeVisible();
  await rowLink(page, 'Home').focus();
  await page.keyboard.press('Delete');
  await confirm.getByRole('button', { name: 'Delete' }).press('Enter');
  await expect(page.getByTestId('time-row').filter({ hasText: 'Home' })).toHaveCount(0);
  // The focus stays in the list, on the row that took the deleted one's place.
  await expect(page.locator('[data-list-index] :focus, [data-list-index]:focus')).toHaveCount(1);

  // Enter opens; the sub group list has the same keys.
  await rowLink(page, 'Work').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Work' })).toBeVisible();
  await rowLink(page, 'Ordna').focus();
  await page.keyboard.press('Control+c');
  expect(await clipboard(page)).toBe('Ordna');
  await page.keyboard.press('Control+n');
  await expect(page.getByRole('dialog', { name: 'Add sub group' })).toBeVisible();
  await page.keyboard.press('Escape');
  await rowLink(page, 'Ordna').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Ordna' })).toBeVisible();

  // A stamp: copy it as a line, delete it with the stamp page's question.
  const stamp = page.getByTestId('stamp-row').first().getByRole('link');
  await stamp.focus();
  await page.keyboard.press('Control+c');
  expect(await clipboard(page)).toMatch(/^Ordna \d{4}-\d\d-\d\d \d\d:\d\d – \d\d:\d\d \(0:\d\d:\d\d\)$/);
  await page.keyboard.press('Delete');
  const deleteStamp = page.getByRole('dialog', { name: 'Delete this time stamp?' });
  await deleteStamp.getByRole('button', { name: 'Delete time stamp' }).press('Enter');
  await expect(page.getByTestId('stamp-row')).toHaveCount(0);
});

test('a sub group with 200 stamps loads the next page at the scroll end', async ({ page }) => {
  const {
    call: api,
    group: { _id: timeGroupId },
  } = await signUpWithTimeGroup(page, 'Work');
  const now = Date.now();
  const made: { subGroupId: string }[] = [];
  for (let index = 0; index < 200; index += 1) {
    const start = now - (index + 1) * 2 * HOUR;
    made.push(
      await api('post', '/time-stamp', {
        name: 'Ordna',
        timeGroupId,
        startTime: iso(start),
        endTime: iso(start + HOUR),
        ended: true,
      }),
    );
  }

  await page.goto(`/sub-group/${made[0]!.subGroupId}`);
  const rows = page.getByTestId('stamp-row');
  await expect(rows).toHaveCount(25);
  for (const shown of [50, 75, 100, 125, 150, 175, 200]) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(rows).toHaveCount(shown);
  }
  await expect(page.getByRole('button', { name: 'Show older stamps' })).toHaveCount(0);
});
