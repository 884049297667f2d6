import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, signUpAt, signUpFast, signUpThroughUi, uniqueUsername } from './support';
import { signInThroughUi, signOutThroughMenu } from './support/steps';

const storedUser = (page: Page) => page.evaluate(() => localStorage.getItem('ordna.user'));

test('sign up, sign out and sign in again', async ({ page }) => {
  const username = await signUpThroughUi(page);
  const refreshToken = await page.evaluate(
    () => JSON.parse(localStorage.getItem('ordna.user') ?? '{}').access.refreshToken as string,
  );

  await signOutThroughMenu(page, username);
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedUser(page)).toBeNull();
  // The logout call ended the session on the server too.
  const refresh = await page.request.post('/api/auth/refreshtoken', { data: { refreshToken } });
  expect(refresh.status()).toBe(401);

  await signInThroughUi(page, username);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: username })).toBeVisible();
});

test('a wrong password shows the server message and keeps the person on /login', async ({ page }) => {
  const username = uniqueUsername();
  await page.request.post('/api/auth/signup', { data: { username, password: PASSWORD } });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter your username')).toBeVisible();

  await signInThroughUi(page, username, 'not the password');
  await expect(page.getByRole('alert')).toHaveText('Wrong username or password.');
  await expect(page).toHaveURL(/\/login$/);
});

test('a deep link while signed out lands on /login and returns after sign-in', async ({ page }) => {
  const username = uniqueUsername();
  await page.request.post('/api/auth/signup', { data: { username, password: PASSWORD } });
  await page.goto('/settings/profile');
  await expect(page).toHaveURL(/\/login$/);

  await signInThroughUi(page, username);
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(page.getByTestId('profile-username')).toHaveText(username);
});

/** Holds back the app's scripts until the returned function is called (the page shows what index.html holds). */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return async () => {
    release();
    await page.unrouteAll({ behavior: 'wait' });
  };
}

/** Waits until the page's stylesheets are in, which decide whether the built sign-in screen shows. */
const stylesheetsIn = (page: Page) =>
  page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every(
      (link) => link.sheet !== null,
    ),
  );

test('a cold /login shows the built sign-in screen until the app replaces it, and signing in works', async ({
  page,
}) => {
  const username = uniqueUsername();
  await page.request.post('/api/auth/signup', { data: { username, password: PASSWORD } });
  const builtScreen = page.locator('#ordna-static-sign-in');

  let releaseScripts = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await stylesheetsIn(page);
  // Before any of the app's code has run: the sign-in card shows, but nothing in it takes focus or keys.
  await expect(builtScreen.getByText('Welcome back. Sign in to pick up where you left off.')).toBeVisible();
  await expect(builtScreen).toHaveAttribute('inert', '');
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveCount(0);
  await releaseScripts();

  // React's first commit puts the real page in its place, the username field focused.
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeFocused();
  await expect(builtScreen).toHaveCount(0);
  await signInThroughUi(page, username);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: username })).toBeVisible();

  // Signed in, /login never shows the built screen, even before the app has run.
  releaseScripts = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await stylesheetsIn(page);
  await expect(builtScreen).toBeAttached();
  await expect(builtScreen).toBeHidden();
  await releaseScripts();
  await expect(page).toHaveURL(/\/$/);
});

test('signed-in visitors of /login and /register go Home', async ({ page }) => {
  await signUpAt(page, '/login');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/$/);
});

test.describe('register', () => {
  test.use({ timezoneId: 'America/Vancouver' });

  test('checks fields inline, says when a username is taken, and saves time zone and language', async ({ page }) => {
    const taken = uniqueUsername();
    await page.request.post('/api/auth/signup', { data: { username: taken, password: PASSWORD } });

    await page.goto('/register');
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel(/^Password/).fill('short');
    await page.getByLabel(/^Confirm password/).fill('other');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    // One message for a short password: the strength meter gives way to the field's error.
    await expect(page.getByText(/at least 8 characters/)).toHaveCount(1);
    await expect(page.getByText('The passwords do not match')).toBeVisible();

    // One of the most common passwords is refused on its field, and no account is made.
    const hopeful = uniqueUsername();
    await page.getByLabel('Username').fill(hopeful);
    await page.getByLabel(/^Password/).fill('password');
    await page.getByLabel(/^Confirm password/).fill('password');
    await page.getByRole('button', { name: 'Create account' }).click();
    const tooCommon = 'That password is one of the most common ones and easy to guess. Please choose another.';
    await expect(page.getByText(tooCommon)).toHaveCount(1);
    await expect(page).toHaveURL(/\/register$/);
    const tried = await page.request.post('/api/auth/login', { data: { username: hopeful, password: 'password' } });
    expect(tried.status()).toBe(401);

    await page.getByLabel('Username').fill(taken);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel(/^Confirm password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('That username is taken. Please choose another.')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);

    // Pick Swedish before signing up: the new account keeps it.
    await page.getByRole('button', { name: 'Svenska' }).click();
    await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
    const username = uniqueUsername();
    await page.getByLabel('Användarnamn').fill(username);
    await page.getByLabel(/^Lösenord/).fill(PASSWORD);
    await page.getByLabel(/^Bekräfta lösenord/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await expect(page).toHaveURL(/\/$/);

    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('ordna.user') ?? '{}').access.token as string,
    );
    const account = await page.request.get('/api/auth/user', { headers: { 'x-access-token': token } });
    const { preferences } = (await account.json()).data;
    expect(preferences).toMatchObject({ language: 'se', timeZone: 'America/Vancouver' });
  });
});

/** Makes the stored access token an hour old (and, when given, replaces its refresh token). */
async function ageStoredToken(page: Page, refreshToken?: string): Promise<string> {
  return page.evaluate((replacement) => {
    const user = JSON.parse(localStorage.getItem('ordna.user') ?? '{}');
    user.access.created = new Date(Date.now() - 3_600_000).toISOString();
    if (replacement) user.access.refreshToken = replacement;
    localStorage.setItem('ordna.user', JSON.stringify(user));
    return user.access.refreshToken as string;
  }, refreshToken);
}

test('an expired access token is refreshed once for all calls; a refused refresh signs out', async ({ page }) => {
  await signUpFast(page);
  const before = await ageStoredToken(page);
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/refreshtoken')) refreshes.push(request.url());
  });
  // The page shows the stored username before its first call, so wait for the refresh itself and
  // for the calls the page makes (its account read and the live-updates stream, which stays open,
  // so the network never goes idle), then count: all of them must have shared one refresh.
  const answered = (path: string) => page.waitForResponse((response) => response.url().endsWith(path));
  const calls = Promise.all([answered('/api/auth/refreshtoken'), answered('/api/auth/user'), answered('/api/events')]);
  await page.goto('/settings/profile');
  await calls;
  await expect(page.getByTestId('profile-username')).toBeVisible();
  expect(refreshes).toHaveLength(1);
  const after = await page.evaluate(
    () => JSON.parse(localStorage.getItem('ordna.user') ?? '{}').access.refreshToken as string,
  );
  expect(after).not.toBe(before);

  await ageStoredToken(page, 'no-longer-valid');
  await page.goto('/settings/profile');
  await expect(page.getByText('Session timed out.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedUser(page)).toBeNull();
});
