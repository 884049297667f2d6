import { expect, test, type Page } from '@playwright/test';
import { signUpFast } from './support';
import { addFirstTimeGroup, addNotesCollection, stampIn, writeNote } from './support/steps';

/** Today in the journeys' time zone (signUpFast signs people up in Europe/Stockholm). */
const todayInStockholm = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm' }).format(new Date());

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('stamp, write a note, answer the day’s question and a journal entry, and see the day on the dashboard; step with ←, → and t', async ({
  page,
}) => {
  await signUpFast(page);
  const today = todayInStockholm();

  // Stamp in and out on the tracker.
  await page.goto('/time-tracker');
  await addFirstTimeGroup(page, 'Work');
  await stampIn(page, 'Coding');
  await expect(page.getByTestId('running-stamp')).toContainText('Coding');
  await page.getByRole('button', { name: 'Stop Coding' }).click();
  await expect(page.getByTestId('running-stamp')).toHaveCount(0);

  // A note dated today, in a collection with a question, and today's answer.
  await page.goto('/notes-collections');
  await addNotesCollection(page, 'Diary');
  await writeNote(page, 'Plans for the week', 'Finish the dashboard.');
  await expect(page.getByRole('link', { name: 'Plans for the week' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await page.getByRole('button', { name: 'Add question' }).click();
  await page.getByRole('textbox', { name: 'Question 1', exact: true }).fill('How did I sleep?');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Diary', level: 1 })).toBeVisible();

  // Without a journal group, the dashboard says where to choose one; today's question waits.
  await page.goto('/dashboard');
  await expect(section(page, 'Notes').getByRole('link', { name: 'Plans for the week' })).toBeVisible();
  await section(page, 'Questions').getByRole('link', { name: 'Answer questions' }).click();
  const answers = page.getByRole('form', { name: 'Answer questions' });
  await answers.getByLabel('How did I sleep?').fill('Like a log');
  await answers.getByRole('button', { name: 'Save answers' }).click();
  await expect(page.getByRole('heading', { name: 'How did I sleep?', level: 4 })).toBeVisible();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(new RegExp(`/dashboard/${today}$`));
  await expect(section(page, 'Time').getByRole('link', { name: 'Work', exact: true })).toBeVisible();
  await expect(section(page, 'Time').getByRole('link', { name: /^Coding in Work/ })).toBeVisible();
  await section(page, 'Journal').getByRole('link', { name: 'Choose in settings' }).click();

  // Settings: the picker lists the person's own time groups.
  await expect(page).toHaveURL(/\/settings$/);
  // The choice shows at once and is saved beside it; the full reload below (page.goto) would cut
  // off a save still on its way (CI saw the journal still unchosen), so wait for the server's answer.
  const saved = page.waitForResponse(
    (answer) => answer.request().method() === 'PUT' && answer.url().includes('/api/auth/user/'),
  );
  await page.getByRole('combobox', { name: 'Time group for notes' }).click();
  await page.getByRole('option', { name: 'Work' }).click();
  await expect(page.getByRole('combobox', { name: 'Time group for notes' })).toHaveValue('Work');
  expect((await saved).ok()).toBe(true);

  // Write a journal entry in Markdown; raw HTML stays text.
  await page.goto('/dashboard');
  const journal = section(page, 'Journal');
  await journal.getByRole('textbox', { name: 'Write an entry' }).fill('Slept **well**\n\n<b>not bold</b>');
  await journal.getByRole('button', { name: 'Add entry' }).click();
  await expect(journal.locator('strong', { hasText: 'well' })).toBeVisible();
  await expect(journal.getByText('<b>not bold</b>')).toBeVisible();
  await expect(journal.getByRole('textbox', { name: 'Write an entry' })).toHaveValue('');

  // The week shows today in the calendar with the writing counted: the note, the answers, the entry.
  await page.getByText('Week', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${today}/week$`));
  await expect(page.getByRole('link', { name: /3 entries written/ })).toBeVisible();
  await expect(page.getByText('3 entries written', { exact: true })).toBeVisible();

  // Back to the day: all of it on one page. ← goes to yesterday, → back to today, t from elsewhere to today.
  await page.goto(`/dashboard/${today}`);
  await expect(section(page, 'Journal').locator('strong', { hasText: 'well' })).toBeVisible();
  await expect(section(page, 'Time').getByRole('link', { name: /^Coding in Work/ })).toBeVisible();
  await expect(section(page, 'Notes').getByRole('link', { name: 'Plans for the week' })).toBeVisible();
  await expect(section(page, 'Questions').getByText('Answered')).toBeVisible();
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(new RegExp(`/dashboard/${addDays(today, -1)}$`));
  await expect(section(page, 'Journal').getByText('Nothing written this day.')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(new RegExp(`/dashboard/${today}$`));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(new RegExp(`/dashboard/${addDays(today, -2)}$`));
  await page.keyboard.press('t');
  await expect(page).toHaveURL(new RegExp(`/dashboard/${today}$`));

  // Typing in the entry field never steps the day.
  await section(page, 'Journal').getByRole('textbox', { name: 'Write an entry' }).press('ArrowLeft');
  await section(page, 'Journal').getByRole('textbox', { name: 'Write an entry' }).press('t');
  await expect(page).toHaveURL(new RegExp(`/dashboard/${today}$`));
});

test('the console opens the dashboard of a day with db', async ({ page }) => {
  await signUpFast(page);
  const today = todayInStockholm();
  await page.goto('/cli');
  const input = page.getByRole('textbox', { name: 'Command' });
  await input.fill('db yesterday');
  await input.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/dashboard/${addDays(today, -1)}$`));
});
