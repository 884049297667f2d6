import { expect, test, type Page } from '@playwright/test';
import { signUpAt } from './support';

/** The side bar's named links (the footer's icon links carry no text). */
const sideBarLinks = async (page: Page) =>
  (await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').allTextContents()).filter(Boolean);

test('the side bar is arranged on /settings by keyboard, and stays so after a reload', async ({ page }) => {
  await signUpAt(page, '/settings');
  const rows = page.getByTestId('link-row');
  const areas = [
    'Home',
    'Dashboard',
    'Notes',
    'Time Tracker',
    'Shopping List',
    'Recipes',
    'Passwords',
    'Storage',
    'Drinks',
    'Counter',
    'Settings',
  ];
  await expect(rows).toHaveText(areas);

  // Notes to the top, by keyboard only: its "up" button, then Alt+↑ where the focus stays.
  await page.getByRole('button', { name: 'Move Notes up' }).focus();
  await page.keyboard.press('Enter');
  await expect(rows).toHaveText(['Home', 'Notes', 'Dashboard', ...areas.slice(3)]);
  await page.keyboard.press('Alt+ArrowUp');
  await expect(rows).toHaveText(['Notes', 'Home', 'Dashboard', ...areas.slice(3)]);
  await expect(page.getByRole('button', { name: 'Move Notes down' })).toBeFocused();

  // Hide Home with its switch, from the keyboard too.
  await page.getByRole('switch', { name: 'Show Home in the side bar' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('switch', { name: 'Show Home in the side bar' })).not.toBeChecked();

  // A custom link: checked before it is sent, then added at the end.
  const form = page.getByRole('form', { name: 'Add a link' });
  await form.getByLabel('Label').fill('Wiki');
  await form.getByLabel('Address').fill('wiki.example.com');
  await form.getByRole('button', { name: 'Add link' }).click();
  await expect(form.getByText('A link must be an http:// or https:// address.')).toBeVisible();
  await form.getByLabel('Address').fill('https://wiki.example.com/');
  await form.getByLabel('Address').press('Enter');
  await expect(rows.last()).toContainText('Wiki');

  // Home hidden, Passwords hidden as it starts.
  const expected = ['Notes', 'Dashboard', ...areas.slice(3).filter((name) => name !== 'Passwords'), 'Wiki'];
  await expect.poll(() => sideBarLinks(page)).toEqual(expected);
  await page.reload();
  await expect.poll(() => sideBarLinks(page)).toEqual(expected);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Wiki' })).toHaveAttribute('href', 'https://wiki.example.com/');
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveCount(0);

  // The shortcut bar follows: hiding the time tracker hides its shortcut.
  await expect(
    page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Time groups' }),
  ).toBeVisible();
  await page.getByRole('switch', { name: 'Show Time Tracker in the side bar' }).focus();
  await page.keyboard.press('Space');
  await expect(
    page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Time groups' }),
  ).toHaveCount(0);
});

test('the settings pages open from the overview, in Swedish too', async ({ page }) => {
  await signUpAt(page, '/settings');
  await page.getByRole('link', { name: /^Profile/ }).click();
  await expect(page.getByRole('heading', { name: 'Setup user profile' })).toBeVisible();
  await expect(page.getByTestId('week-start')).toHaveText('Monday');
  await page.getByLabel('Display name').fill('Ada');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Greeted as Ada')).toBeVisible();
  await page.getByText('Svenska').click();
  await expect(page.getByRole('heading', { name: 'Ställ in användarprofil' })).toBeVisible();

  await page.goto('/settings/auth');
  await expect(page.getByRole('heading', { name: 'Lösenordsvalv' })).toBeVisible();
  await page.goto('/settings/tags');
  await expect(page.getByRole('heading', { name: 'Taggar', level: 1 })).toBeVisible();
  await page.goto('/settings/device-control');
  await expect(page.getByRole('heading', { name: 'Avstängning av enhet' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ada');
});
