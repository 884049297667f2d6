import { expect, test, type Page } from '@playwright/test';
import { signUpAt, signUpFast } from './support';
import { apiAs, signUpWithTimeGroup } from './support/api';

const output = (page: Page) => page.getByTestId('console-output');
const prompt = (page: Page) => page.getByRole('textbox', { name: 'Command' });

async function type(page: Page, line: string) {
  await prompt(page).fill(line);
  await prompt(page).press('Enter');
}

test('the console over any page: stamp in and out, open a page, help, clear, history and completion', async ({
  page,
}) => {
  const { call: api, group: work } = await signUpWithTimeGroup(page, 'Work');
  await api('post', '/sub-group', { name: 'Ordna', timeGroupId: work._id });
  await page.goto('/time-tracker');
  await expect(page.getByRole('heading', { name: 'Time tracker' })).toBeVisible();

  // Shift+. does nothing while typing in a text field…
  const field = page.getByPlaceholder('What are you working on?');
  await field.click();
  await page.keyboard.press('Shift+Period');
  await expect(prompt(page)).toHaveCount(0);

  // …and opens the console anywhere else; it takes the typing at once.
  const link = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'All time groups' });
  await link.focus();
  await page.keyboard.press('Shift+Period');
  await expect(prompt(page)).toBeFocused();

  // Tab completes the time group and, after -s, its sub group.
  await page.keyboard.type('tm in wo');
  await page.keyboard.press('Tab');
  await expect(prompt(page)).toHaveValue('tm in Work ');
  await page.keyboard.type('-s Or');
  await page.keyboard.press('Tab');
  await expect(prompt(page)).toHaveValue('tm in Work -s Ordna ');
  await page.keyboard.press('Enter');
  await expect(output(page)).toContainText('Stamped in: Work / Ordna');

  // Escape closes it; the tracker shows the running clock.
  await page.keyboard.press('Escape');
  await expect(prompt(page)).toHaveCount(0);
  await expect(link).toBeFocused();
  const running = page.getByTestId('running-stamp');
  await expect(running).toContainText('Ordna');
  const clock = running.getByRole('timer');
  const before = (await clock.textContent()) ?? '';
  await expect(clock).not.toHaveText(before, { timeout: 4000 });

  // Ctrl+Shift+. opens it too; the product's messages for each mistake.
  await page.keyboard.press('Control+Shift+Period');
  await type(page, 'tm in Work');
  await expect(output(page)).toContainText('Need to specify name of sub group');
  await type(page, 'tm in Play -s Chess');
  await expect(output(page)).toContainText('Time group not found');
  await type(page, 'dance');
  await expect(output(page)).toContainText('No matching command found');

  await type(page, 'tm out');
  await expect(output(page)).toContainText('Stamped out: Work / Ordna');
  await type(page, 'tm out');
  await expect(output(page)).toContainText('No active stamp');
  await page.keyboard.press('Escape');
  await expect(running).toHaveCount(0);

  // help lists every command; clear empties the output; Up brings back earlier lines.
  await page.keyboard.press('Shift+Period');
  await type(page, 'help');
  for (const line of ['help — list every command', 'tm in <time group>', 'us login', 'go <page name>', 'psw search']) {
    await expect(output(page)).toContainText(line);
  }
  await type(page, 'clear');
  await expect(output(page).locator('p')).toHaveCount(0);
  await prompt(page).press('ArrowUp');
  await expect(prompt(page)).toHaveValue('clear');
  await prompt(page).press('ArrowUp');
  await expect(prompt(page)).toHaveValue('help');

  // go opens a page by its name and closes the console.
  await prompt(page).fill('go time gr');
  await prompt(page).press('Tab');
  await expect(prompt(page)).toHaveValue('go Time groups ');
  await prompt(page).press('Enter');
  await expect(page).toHaveURL(/\/time-groups$/);
  await expect(prompt(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Time groups' })).toBeVisible();

  // The history is this device's: the /cli page offers the same lines.
  await page.goto('/cli');
  await prompt(page).press('ArrowUp');
  await expect(prompt(page)).toHaveValue('go Time groups');
});

test('a bookmarked /cli/{command} runs on load, and the console answers signed out', async ({ page }) => {
  await signUpFast(page);
  const api = await apiAs(page);
  await api('post', '/time-group', { name: 'Work' });

  await page.goto('/cli/tm%20in%20Work%20-s%20Ordna');
  await expect(page).toHaveTitle(/^Console/);
  await expect(output(page)).toContainText('Stamped in: Work / Ordna');
  await type(page, 'go time tracker');
  await expect(page).toHaveURL(/\/time-tracker$/);
  await expect(page.getByTestId('running-stamp')).toContainText('Ordna');

  await page.goto('/cli/tm%20in%20Work');
  await expect(output(page)).toContainText('Need to specify name of sub group');

  await type(page, 'us signout');
  await expect(page).toHaveURL(/\/login$/);

  // Signed out: the page opens without a login; commands that need one say so.
  await page.goto('/cli/tm%20out');
  await expect(output(page)).toContainText('Not logged in.');
  await type(page, 'psw search mail');
  await expect(output(page).locator('p').last()).toHaveText('Not logged in.');
  await type(page, 'go');
  await expect(output(page)).toContainText('Route name required');
  await type(page, 'go nowhere at all');
  await expect(output(page)).toContainText('Could not find route');
  await type(page, 'us login');
  await expect(page).toHaveURL(/\/login$/);
});

test('psw answers until the vault exists', async ({ page }) => {
  await signUpAt(page, '/cli');
  await type(page, 'psw search');
  await expect(output(page)).toContainText('No search value provided');
  await type(page, 'psw search mail');
  await expect(output(page)).toContainText('You are not logged in to passwords. Please login first.');
  await type(page, 'psw cp 1');
  await expect(output(page).locator('p').last()).toHaveText('You are not logged in to passwords. Please login first.');
});
