import { expect, type Page } from '@playwright/test';

let counter = 0;

/** A username no other journey in this run uses. */
export function uniqueUsername(prefix = 'journey'): string {
  return `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

export const PASSWORD = 'correct horse battery';

/** Signs a new person up through the register page and waits for Home. */
export async function signUpThroughUi(page: Page, username = uniqueUsername()): Promise<string> {
  await page.goto('/register');
  await page.getByLabel(/username/i).fill(username);
  await page.getByLabel(/^password/i).fill(PASSWORD);
  await page.getByLabel(/^confirm password/i).fill(PASSWORD);
  await page.getByRole('button', { name: /create account|sign up/i }).click();
  await expect(page).toHaveURL(/\/$/);
  return username;
}

/** Signs a new person up through the API and stores the session so the app opens signed in. */
export async function signUpFast(
  page: Page,
  username = uniqueUsername(),
): Promise<{ username: string; userId: string }> {
  const response = await page.request.post('/api/auth/signup', {
    data: { username, password: PASSWORD, timeZone: 'Europe/Stockholm' },
  });
  expect(response.status()).toBe(201);
  const user = (await response.json()).data;
  await page.goto('/login');
  await page.evaluate((stored) => localStorage.setItem('ordna.user', JSON.stringify(stored)), user);
  return { username, userId: user._id };
}

/** Signs a new person up (signUpFast) and opens the page at `path`, the start of most journeys. */
export async function signUpAt(page: Page, path: string): Promise<void> {
  await signUpFast(page);
  await page.goto(path);
}
