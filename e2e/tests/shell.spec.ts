import { expect, test, type Page } from '@playwright/test';
import { signUpAt, signUpFast } from './support';

const scheme = (page: Page) => page.locator('html');

async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('ordna.user') ?? '{}').access.token as string);
}

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Ordna');
});

test('a deep link while signed out lands on /login', async ({ page }) => {
  await page.goto('/settings/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('the layout lists the areas, the vault hidden, and titles each page', async ({ page }) => {
  const { username } = await signUpFast(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(username);
  await expect(page).toHaveTitle('Home · Ordna');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Time Tracker' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Notes' })).toBeVisible();
  // The vault stays out of the side bar until the person shows it.
  await expect(nav.getByRole('link', { name: 'Passwords' })).toHaveCount(0);

  await nav.getByRole('link', { name: 'Settings' }).first().click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page).toHaveTitle('Settings · Ordna');
});

test('the theme chosen in the footer survives a reload and is saved', async ({ page }) => {
  const { userId } = await signUpFast(page);
  await page.goto('/');
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');

  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/api/auth/user/${userId}`) && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect((await saved).status()).toBe(200);

  // Record the page colour of every frame from the first, to prove there is no light flash.
  await page.addInitScript(() => {
    const frames: string[] = [];
    (window as unknown as { frames_: string[] }).frames_ = frames;
    const tick = () => {
      frames.push(getComputedStyle(document.body ?? document.documentElement).backgroundColor);
      if (frames.length < 30) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.reload();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
  const frames = await page.evaluate(() => (window as unknown as { frames_: string[] }).frames_);
  expect(frames.length).toBeGreaterThan(0);
  expect(new Set(frames)).toEqual(new Set(['rgb(20, 22, 28)']));

  const user = await page.request.get('/api/auth/user', { headers: { 'x-access-token': await accessToken(page) } });
  expect((await user.json()).data.preferences.theme).toBe('dark');
});

test('a theme and language saved elsewhere apply here after a reload', async ({ page }) => {
  const { userId } = await signUpFast(page);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();

  // As if changed on another device: only the server knows.
  const response = await page.request.put(`/api/auth/user/${userId}`, {
    headers: { 'x-access-token': await accessToken(page) },
    data: { preferences: { language: 'se', theme: 'dark' } },
  });
  expect(response.status()).toBe(200);

  await page.reload();
  const swedishNav = page.getByRole('navigation', { name: 'Huvudnavigering' });
  await expect(swedishNav.getByRole('link', { name: 'Hem' })).toBeVisible();
  await expect(swedishNav.getByRole('link', { name: 'Tidrapportering' })).toBeVisible();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(scheme(page)).toHaveAttribute('lang', 'sv');
  await expect(page).toHaveTitle('Hem · Ordna');

  // And the next reload starts in Swedish straight away.
  await page.reload();
  await expect(swedishNav).toBeVisible();
});

test('the second bar hides from the footer, goes up one area, and the bar choice is kept', async ({ page }) => {
  await signUpAt(page, '/settings/profile');
  const up = page.getByRole('link', { name: 'Up one area' });
  await expect(up).toHaveAttribute('href', '/settings');
  await up.click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(up).toHaveAttribute('href', '/');
  await up.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Up one area' })).toBeDisabled();

  await page.getByRole('button', { name: 'Shortcut bar' }).click();
  await expect(page.getByRole('navigation', { name: 'Shortcuts' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Shortcut bar' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('navigation', { name: 'Shortcuts' })).toHaveCount(0);
});

test('on a phone the burger opens the side bar and following a link closes it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signUpAt(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Settings' }).first()).not.toBeInViewport();

  const burger = page.getByRole('button', { name: 'Toggle navigation' }).first();
  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Settings' }).first()).toBeInViewport();

  await nav.getByRole('link', { name: 'Settings' }).first().click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
});

test('signing out from the user menu goes to /login and forgets the session', async ({ page }) => {
  const { username } = await signUpFast(page);
  await page.goto('/');
  await page.getByRole('button', { name: username }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('ordna.user'))).toBeNull();

  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});
