import { expect, test } from '@playwright/test';
import { signUpFast } from './support';
import { apiAs, signUpWithTimeGroup } from './support/api';

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();
/** Today's date where the journeys' people live. */
const todayInStockholm = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());

test('this week by day: edit in place, a past entry by hand, delete and discard with undo, n and s', async ({
  page,
}) => {
  const { call, group: work } = await signUpWithTimeGroup(page, 'Work');
  await call('post', '/time-stamp', {
    name: 'Coding',
    timeGroupId: work._id,
    startTime: ago(10),
    endTime: ago(5),
    description: 'Login bug',
  });

  await page.goto('/time-tracker');
  const entries = page.getByTestId('entry-row');
  const today = page.getByTestId('period-total');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Coding');
  await expect(entries.first()).toContainText('Login bug');
  await expect(entries.first()).toContainText('0:05:00');
  await expect(today).toHaveText('0:05:00');

  // Edit in place: the duration moves the end, the description changes, the totals follow.
  await page.getByRole('button', { name: 'Edit Coding' }).click();
  const editor = page.getByRole('form', { name: 'Edit Coding' });
  await editor.getByRole('textbox', { name: 'Description' }).fill('Login bug fixed');
  await editor.getByRole('textbox', { name: 'Duration' }).fill('0:07:00');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toHaveCount(0);
  await expect(entries.first()).toContainText('Login bug fixed');
  await expect(entries.first()).toContainText('0:07:00');
  await expect(today).toHaveText('0:07:00');

  // A past entry by hand: a start and a duration (the end follows), in the product's format.
  await page.getByRole('button', { name: 'Add a past entry' }).click();
  const manual = page.getByRole('form', { name: 'Add a past entry' });
  await expect(manual.getByRole('combobox', { name: 'Sub group' })).toHaveValue('Coding · Work');
  await manual.getByRole('textbox', { name: 'Start' }).fill(`${todayInStockholm()} 00:00:00`);
  await manual.getByRole('textbox', { name: 'Duration' }).fill('0:30:00');
  await expect(manual.getByRole('textbox', { name: 'End' })).toHaveValue(`${todayInStockholm()} 00:30:00`);
  await manual.getByRole('textbox', { name: 'Description' }).fill('Planning');
  await manual.getByRole('button', { name: 'Add entry' }).click();
  await expect(entries.filter({ hasText: 'Planning' })).toBeVisible();
  await expect(entries).toHaveCount(2);
  await expect(today).toHaveText('0:37:00');

  // Delete at once, then Undo: the same entry is back and counts again.
  const planning = entries.filter({ hasText: 'Planning' });
  await planning.getByRole('button', { name: 'Edit Coding' }).click();
  await page.getByRole('form', { name: 'Edit Coding' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('undo-toast')).toContainText('Deleted Coding.');
  await expect(entries).toHaveCount(1);
  await expect(today).toHaveText('0:07:00');
  await page.getByTestId('undo-toast').getByRole('button', { name: 'Undo' }).click();
  await expect(entries).toHaveCount(2);
  await expect(planning).toContainText('00:00–00:30');
  await expect(today).toHaveText('0:37:00');

  // Discard a running timer (its time never counted), then bring it back running.
  const field = page.getByPlaceholder('What are you working on?');
  await field.fill('Meetings');
  await field.press('Enter');
  const running = page.getByTestId('running-stamp');
  await expect(running).toHaveCount(1);
  await page.getByRole('button', { name: 'Discard Meetings' }).click();
  await expect(running).toHaveCount(0);
  await expect(page.getByTestId('undo-toast')).toContainText('Discarded Meetings.');
  await page.getByTestId('undo-toast').getByRole('button', { name: 'Undo' }).click();
  await expect(running).toHaveCount(1);
  await expect(running).toContainText('Meetings');

  // Keys: n puts the focus in the stamp-in field (and typing there never stops anything), s stops.
  await page.getByRole('heading', { name: 'Time tracker', level: 1 }).click();
  await page.keyboard.press('n');
  await expect(field).toBeFocused();
  await page.keyboard.type('s');
  await expect(field).toHaveValue('s');
  await expect(running).toHaveCount(1);
  await field.fill('');
  await field.blur();
  await page.keyboard.press('s');
  await expect(running).toHaveCount(0);

  // With several running, s asks first.
  for (const name of ['Alpha', 'Beta']) {
    await field.fill(name);
    await field.press('Enter');
    await expect(running.filter({ hasText: name })).toHaveCount(1);
  }
  await field.blur();
  await page.keyboard.press('s');
  const dialog = page.getByRole('dialog', { name: 'Stop all 2 timers?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stop all' }).click();
  await expect(running).toHaveCount(0);
});

test('the group picker starts at the group stamped into last, not the newest one', async ({ page }) => {
  const { call, group: work } = await signUpWithTimeGroup(page, 'Work');
  await call('post', '/time-stamp', { name: 'Coding', timeGroupId: work._id, startTime: ago(30), endTime: ago(20) });
  // Made after, empty, and first by name: what the picker used to offer.
  await call('post', '/time-group', { name: 'Aardvark' });

  await page.goto('/time-tracker');
  await expect(page.getByRole('combobox', { name: 'Time group' })).toHaveValue('Work');
});

test('a long sub group name keeps its heading to two lines on a phone, whole in its tooltip', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const { call, group: work } = await signUpWithTimeGroup(page, 'Work');
  const name = 'Quarterly planning with the whole department and every external partner, including follow ups';
  const sub = await call<{ _id: string }>('post', '/sub-group', { name, timeGroupId: work._id });

  await page.goto(`/sub-group/${sub._id}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveAttribute('title', name);
  const shape = await heading.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      lines: element.clientHeight / parseFloat(style.lineHeight),
      clamped: element.scrollHeight > element.clientHeight,
      clamp: style.webkitLineClamp,
    };
  });
  expect(shape.clamp).toBe('2');
  expect(shape.clamped).toBe(true);
  expect(shape.lines).toBeLessThanOrEqual(2.05);
});

test("the stamp page's Delete stays red in dark mode", async ({ page }) => {
  const { userId } = await signUpFast(page);
  const call = await apiAs(page);
  await call('put', `/auth/user/${userId}`, { preferences: { theme: 'dark' } });
  const work = await call<{ _id: string }>('post', '/time-group', { name: 'Work' });
  const stamp = await call<{ _id: string }>('post', '/time-stamp', {
    name: 'Coding',
    timeGroupId: work._id,
    startTime: ago(30),
    endTime: ago(20),
  });

  await page.goto(`/time-stamp/${stamp._id}`);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const remove = page.getByRole('button', { name: 'Delete' });
  await expect(remove).toBeVisible();
  // Red as a person sees it: the text over the button's own tint over the dark page.
  const colours = await remove.evaluate((element) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const style = getComputedStyle(element);
    return { text: rgb(style.color), fill: rgb(style.backgroundColor) };
  });
  const redness = ([r = 0, g = 0, b = 0]: number[]) => r - Math.max(g, b);
  expect(Math.max(redness(colours.text), redness(colours.fill)), JSON.stringify(colours)).toBeGreaterThan(60);
});
