import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PASSWORD, signUpAt, signUpFast } from './support';
import { apiAs } from './support/api';

/** What this journey reads of an area declaration (apps/web/src/shared/area.ts). */
interface DeclaredRoute {
  path: string;
  access: 'none' | 'auth' | 'xauth';
  children?: DeclaredRoute[];
}

const areasFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/areas');

/**
 * Every page path of every area, read from the same `areas/<area>/area.ts(x)` files the shell
 * reads (docs/adding-an-area.md), so a new page is scanned without a line here.
 */
async function declaredRoutes(): Promise<DeclaredRoute[]> {
  const files = readdirSync(areasFolder, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /^[^/]+\/area\.tsx?$/.test(file),
  );
  const declarations = await Promise.all(
    files.map(async (file) => {
      // A computed specifier: the journeys' types stay apart from the web app's.
      const module = (await import(path.join(areasFolder, file))) as { default: { routes: DeclaredRoute[] } };
      return module.default.routes;
    }),
  );
  const flatten = (routes: DeclaredRoute[]): DeclaredRoute[] =>
    routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
  return flatten(declarations.flat()).filter((route) => route.path.startsWith('/'));
}

/** Fills a path's parameters from the data made below; a parameter without a value fails the journey. */
function fill(pattern: string, values: Record<string, string>): string {
  // An optional parameter (`:edit?`) is filled like any other.
  return pattern.replace(/:(\w+)\??/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`a11y.spec.ts: add a value for :${name} (${pattern})`);
    return encodeURIComponent(value);
  });
}

/** A little of everything the pages show: a time group with a sub group, a stamp, a counter group, a heartbeat. */
async function makeData(page: Page): Promise<Record<string, string>> {
  const call = await apiAs(page);
  const group = await call<{ _id: string }>('post', '/time-group', { name: 'Client work' });
  const sub = await call<{ _id: string }>('post', '/sub-group', { name: 'Design', timeGroupId: group._id });
  const stamp = await call<{ _id: string }>('post', '/time-stamp', {
    name: 'Design',
    timeGroupId: group._id,
    startTime: new Date(Date.now() - 70 * 60_000).toISOString(),
    endTime: new Date(Date.now() - 10 * 60_000).toISOString(),
  });
  const counters = await call<{ _id: string }>('post', '/counter-group', { name: 'Health' });
  await call('post', '/counter', { counterGroupId: counters._id, name: 'Water', step: 1 });
  const drinks = await call<{ _id: string }>('post', '/drink-collection', { name: 'Home bar' });
  const drink = await call<{ _id: string }>('post', '/drink', {
    drinkCollectionId: drinks._id,
    name: 'Negroni',
    ingredients: [{ name: 'gin', amount: 3, unit: 'cl' }],
  });
  const token = await call<{ token: string }>('post', '/integration-token', { name: 'Browser' });
  const heartbeat = await page.request.post('/api/heartbeat', {
    headers: { Authorization: `Bearer ${token.token}` },
    data: { url: 'https://news.example.org/today', title: 'News', time: new Date().toISOString() },
  });
  expect(heartbeat.ok()).toBeTruthy();
  const hosts = await call<{ heartbeatId: string }[]>('get', '/heartbeat?unmatched=true');
  const notes = await call<{ _id: string }>('post', '/notes-collection', { name: 'Diary', questions: ['Slept well?'] });
  const context = await call<{ _id: string }>('post', '/note-context', { name: 'Project X' });
  const note = await call<{ _id: string }>('post', '/note', {
    notesCollectionId: notes._id,
    name: 'Plans',
    body: '# Plans\n\n- write *more*',
    effectiveDate: new Date().toISOString().slice(0, 10),
    contextIds: [context._id],
  });
  const pantry = await call<{ _id: string }>('post', '/storage-group', { name: 'Pantry' });
  const soon = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const milk = await call<{ _id: string }>('post', '/storage-item', {
    storageGroupId: pantry._id,
    name: 'Milk',
    quantity: 1.5,
    unit: 'l',
    bestBefore: soon,
  });
  const list = await call<{ listId: string; items: { _id: string }[] }>('post', '/shopping-item', {
    items: [{ name: 'milk', quantity: 2, unit: 'l' }, { name: 'eggs' }],
  });
  await call('put', '/shopping-item', { shoppingItemId: list.items[1]!._id, checked: true });
  const recipes = await call<{ _id: string }>('post', '/recipe-collection', { name: 'Dinners' });
  const recipe = await call<{ _id: string }>('post', '/recipe', {
    collectionId: recipes._id,
    name: 'Pancakes',
    servings: 4,
    ingredients: [{ line: '3 dl wheat flour' }, { line: '6 dl milk' }, { line: '3 eggs' }],
    steps: ['Whisk.', 'Fry.'],
  });
  return {
    notesCollectionId: notes._id,
    noteId: note._id,
    contextId: context._id,
    storageGroupId: pantry._id,
    storageItemId: milk._id,
    listId: list.listId,
    groupId: group._id,
    subGroupId: sub._id,
    stampId: stamp._id,
    groupType: 'time-group',
    heartbeatId: hosts[0]!.heartbeatId,
    drinkCollectionId: drinks._id,
    drinkId: drink._id,
    collectionId: recipes._id,
    recipeId: recipe._id,
    edit: recipe._id,
    date: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm' }).format(new Date()),
    view: 'week',
  };
}

/**
 * The vault's pages (xauth) need its key, which lives in the page's memory: set the extra password
 * and keep a group and an entry through the pages, then reach each vault page without reloading.
 */
async function openVaultWithData(page: Page): Promise<Record<string, string>> {
  await page.goto('/password-login');
  await page.getByLabel('Your sign-in password').fill(PASSWORD);
  await page.getByLabel('Extra password', { exact: true }).fill('violet lantern 4711');
  await page.getByLabel('Repeat the extra password').fill('violet lantern 4711');
  await page.getByRole('button', { name: 'Set the extra password' }).click();
  await page.getByRole('button', { name: 'Add group' }).first().click({ timeout: 30_000 });
  await page.getByRole('dialog').getByLabel('Group name').fill('Email');
  await page.getByRole('dialog').getByRole('button', { name: 'Add group' }).click();
  await expect(page).toHaveURL(/\/password-group\/\w{12}$/);
  const groupId = new URL(page.url()).pathname.split('/').at(-1)!;
  await page.getByRole('button', { name: 'Add password' }).click();
  await page.getByLabel(/^Name/).fill('Mail');
  await page.getByLabel('Password', { exact: true }).fill('hunter2 hunter2');
  await page.getByLabel('One-time code secret').fill('GEZDGNBVGY3TQOJQ');
  await page.getByRole('button', { name: 'Add password' }).click();
  await page.getByRole('link', { name: 'Mail', exact: true }).click();
  await expect(page).toHaveURL(/\/password\/\w{12}$/);
  return { groupId, passwordId: new URL(page.url()).pathname.split('/').at(-1)! };
}

/** Opens a page of the app as its links do, without a reload. */
async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/** Scans the page as it stands; answers the serious and critical violations and prints the rest. */
async function scan(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  const lines = (impacts: string[]) =>
    results.violations
      .filter((violation) => impacts.includes(violation.impact ?? ''))
      .map(
        (violation) =>
          `${where}: ${violation.impact} ${violation.id} (${violation.help}) at ${violation.nodes
            .map((node) => node.target.join(' '))
            .join(', ')}`,
      );
  const minor = lines(['minor', 'moderate']);
  if (minor.length > 0) console.log(minor.join('\n'));
  return lines(['serious', 'critical']);
}

/**
 * Waits until the page has settled: its lazy chunk and first answers, no skeletons. Not by
 * "network idle": a signed-in page keeps its live-updates stream open.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
  await expect(page.locator('main h1, h1').first()).toBeVisible();
  // Transitions (cards, modals) end before colours are read: wait for them, not for a time.
  // (A spinner's endless animation is not one of them.)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

for (const theme of ['light', 'dark'] as const) {
  test(`every page has no serious or critical axe violations (${theme})`, async ({ page, browser }) => {
    // Some thirty pages, each settled and scanned: give a busy machine room.
    test.setTimeout(420_000);
    const routes = await declaredRoutes();
    expect(routes.length).toBeGreaterThan(10);

    const problems: string[] = [];

    // Pages open to everyone, signed out, in a browser of this theme.
    const signedOut = await browser.newContext({ colorScheme: theme });
    const visitor = await signedOut.newPage();
    for (const route of routes.filter((route) => route.access === 'none')) {
      await visitor.goto(route.path);
      await settle(visitor);
      await expect(visitor.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
      problems.push(...(await scan(visitor, `${route.path} → ${new URL(visitor.url()).pathname}`)));
    }
    await signedOut.close();

    // The rest signed in, the theme saved as the person's preference.
    const { userId } = await signUpFast(page);
    const values = await makeData(page);
    const call = await apiAs(page);
    await call('put', `/auth/user/${userId}`, { preferences: { theme } });
    for (const route of routes.filter((route) => route.access === 'auth')) {
      const url = fill(route.path, values);
      await page.goto(url);
      await settle(page);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
      // A page may open a more precise address of itself (/dashboard opens /dashboard/<today>).
      const landed = new URL(page.url()).pathname;
      expect(landed === url || landed.startsWith(`${url}/`), `${url} stays where it was opened`).toBe(true);
      problems.push(...(await scan(page, url)));
    }

    const vaultValues = await openVaultWithData(page);
    for (const route of routes.filter((route) => route.access === 'xauth')) {
      const url = fill(route.path, vaultValues);
      await navigateInApp(page, url);
      await settle(page);
      expect(new URL(page.url()).pathname, `${url} stays where it was opened`).toBe(url);
      problems.push(...(await scan(page, url)));
    }

    // A state a page only shows after an action: a new integration token, shown once.
    await page.goto('/time-tracker/integrations');
    await page.getByLabel('Token name').fill('Laptop');
    await page.getByRole('button', { name: 'Create token' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Token “Laptop” created' })).toBeVisible();
    problems.push(...(await scan(page, 'a new integration token')));

    expect(problems).toEqual([]);
  });
}

test("Home's area cards show where the keyboard is", async ({ page }) => {
  await signUpAt(page, '/');
  const card = page.getByRole('main').getByRole('link', { name: 'Settings' });
  await expect(card).toBeVisible();
  // Focus by keyboard: Tab once so the browser treats focus as the keyboard's, then move to the card.
  await page.keyboard.press('Tab');
  await card.focus();
  const ring = await card.evaluate((element) => {
    const style = getComputedStyle(element);
    return { matches: element.matches(':focus-visible'), style: style.outlineStyle, width: style.outlineWidth };
  });
  expect(ring).toEqual({ matches: true, style: 'solid', width: '2px' });
});
