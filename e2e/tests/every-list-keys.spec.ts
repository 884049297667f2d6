import { expect, test, type Locator, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PASSWORD, signUpFast } from './support';
import { WALKS, type ListWalk, type Made } from './support/list-walks';
import { unlockVault } from './support/steps';

const AREAS = path.resolve(import.meta.dirname, '../../apps/web/src/areas');

function filesCallingListShortcuts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesCallingListShortcuts(file);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    // A page of named containers takes the keys through the kit's useContainerList (shared/ContainerList.tsx).
    return /useListShortcuts\(|useContainerList\(/.test(readFileSync(file, 'utf8')) ? [path.relative(AREAS, file)] : [];
  });
}

test('every list that takes the list keys is in the walk', () => {
  const walked = WALKS.flatMap((walk) => walk.components);
  expect(filesCallingListShortcuts(AREAS).sort()).toEqual([...new Set(walked)].sort());
});

/** Calls the API as the signed-in person (the token the app keeps in this browser). */
async function apiAs(page: Page) {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('ordna.user') ?? '{}') as { access: { token: string } }).access.token,
  );
  return async (path: string, data: unknown): Promise<string> => {
    const response = await page.request.post(`/api${path}`, { data, headers: { 'x-access-token': token } });
    expect(response.ok(), `POST ${path}: ${await response.text()}`).toBeTruthy();
    const answer = (await response.json()).data as { _id?: string; subGroupId?: string };
    return answer.subGroupId ?? answer._id ?? '';
  };
}

const today = () => new Date().toISOString().slice(0, 10);

/** One of everything, through the API (the vault's entries are encrypted in the browser: walk() makes those). */
async function setUp(page: Page): Promise<Made> {
  const post = await apiAs(page);
  const diary = await post('/notes-collection', { name: 'Diary' });
  await post('/note', { notesCollectionId: diary, name: 'Monday', body: 'A *good* day', effectiveDate: today() });
  const empty = await post('/notes-collection', { name: 'Ideas' });
  await post('/note-context', { name: 'Family' });
  const groceries = await post('/shopping-list', { name: 'Groceries' });
  await post('/shopping-item', { listId: groceries, line: 'Oat milk' });
  const dinners = await post('/recipe-collection', { name: 'Dinners' });
  await post('/recipe', { collectionId: dinners, name: 'Pancakes' });
  const freezer = await post('/storage-group', { name: 'Freezer' });
  await post('/storage-item', { storageGroupId: freezer, name: 'Peas' });
  const classics = await post('/drink-collection', { name: 'Classics' });
  await post('/drink', { drinkCollectionId: classics, name: 'Negroni' });
  const health = await post('/counter-group', { name: 'Health' });
  await post('/counter', { counterGroupId: health, name: 'Water' });
  const work = await post('/time-group', { name: 'Work' });
  const now = Date.now();
  const ordna = await post('/time-stamp', {
    name: 'Ordna',
    timeGroupId: work,
    startTime: new Date(now - 3_600_000).toISOString(),
    endTime: new Date(now - 60_000).toISOString(),
    ended: true,
  });
  return { diary, empty, groceries, dinners, freezer, classics, ordna };
}

/** Passwords in the side bar, as the person turns it on in Settings (it is hidden by default). */
async function showPasswords(page: Page, userId: string): Promise<void> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('ordna.user') ?? '{}') as { access: { token: string } }).access.token,
  );
  const response = await page.request.put(`/api/auth/user/${userId}`, {
    data: { preferences: { showPasswords: true } },
    headers: { 'x-access-token': token },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  await page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('ordna.user')!) as { preferences: Record<string, unknown> };
    user.preferences.showPasswords = true;
    localStorage.setItem('ordna.user', JSON.stringify(user));
  });
}

/** Opens the vault with a new extra password and keeps one entry, as a person does. */
async function setUpVault(page: Page, made: Made): Promise<void> {
  await page.goto('/password-groups');
  await page.getByLabel('Your sign-in password').fill(PASSWORD);
  await page.getByLabel('Extra password', { exact: true }).fill(VAULT_PASSWORD);
  await page.getByLabel('Repeat the extra password').fill(VAULT_PASSWORD);
  await page.getByRole('button', { name: 'Set the extra password' }).click();
  await page.getByRole('button', { name: 'Add group' }).first().click();
  await page.getByRole('dialog').getByLabel('Group name').fill('Email');
  await page.getByRole('dialog').getByRole('button', { name: 'Add group' }).click();
  await expect(page.getByRole('heading', { name: 'Email' })).toBeVisible();
  made.email = /\/password-group\/([^/?#]+)/.exec(page.url())![1]!;
  await page.getByRole('button', { name: 'Add password' }).click();
  await page.getByLabel(/^Name/).fill('Mail');
  await page.getByLabel('Password', { exact: true }).fill('secret');
  await page.getByRole('button', { name: 'Add password' }).click();
  await expect(page.getByRole('link', { name: 'Mail', exact: true })).toBeVisible();
}

/** Each key's check is soft: one run names every list where a key does nothing. */
const soft = expect.configure({ soft: true });

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** Focus on the item: its link if it has one, the row otherwise. */
async function focusItem(row: Locator): Promise<void> {
  await row.evaluate((element) => (element.querySelector<HTMLElement>('[data-list-focus]') ?? element).focus());
}

/** Ctrl+N opened the list's "add": a dialog, or its own add field took the focus. */
async function expectAdding(page: Page, list: string): Promise<void> {
  await soft
    .poll(
      () =>
        page.evaluate(
          () =>
            document.querySelector('[role="dialog"]') !== null ||
            ['INPUT', 'TEXTAREA'].includes(document.activeElement?.tagName ?? ''),
        ),
      { message: `Ctrl+N adds in ${list}` },
    )
    .toBe(true);
}

async function closeDialogs(page: Page): Promise<void> {
  if ((await page.getByRole('dialog').count()) > 0) await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

const VAULT_PASSWORD = 'vault pass phrase 1';

/** To `path` as a link in the app goes there: the page is not loaded again (the vault stays open). */
async function moveInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function open(page: Page, list: ListWalk, at: string): Promise<void> {
  if (!list.vault) return void (await page.goto(at));
  if (!new URL(page.url()).pathname.startsWith('/password')) {
    await page.goto('/password-groups');
    await unlockVault(page, VAULT_PASSWORD);
    await expect(page).toHaveURL(/\/password-groups$/);
  }
  await moveInApp(page, at);
}

/**
 * The item's name, in its case and not the end of a longer word. A plain string matches anywhere
 * in any case: 'Mail' found the groups page's 'Email' row, which stays on screen under the group's
 * address until the entries page has come, so the keys went to a row that was about to go.
 */
function named(item: string): RegExp {
  return new RegExp(`(?<!\\p{L})${item.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u');
}

async function walk(page: Page, list: ListWalk, made: Made): Promise<void> {
  const at = list.path(made);
  await open(page, list, at);
  const row = page
    .locator('[data-list-index]')
    .filter({ hasText: list.rowText ?? named(list.item) })
    .first();
  await expect(row, list.list).toBeVisible();

  await page.evaluate(() => navigator.clipboard.writeText(''));
  await focusItem(row);
  await page.keyboard.press('Control+c');
  await soft.poll(() => clipboard(page), { message: `Ctrl+C copies in ${list.list}` }).toContain(list.item);

  await focusItem(row);
  await page.keyboard.press('Control+n');
  if (list.addsAt) {
    await soft(page, `Ctrl+N adds in ${list.list}`).toHaveURL(list.addsAt);
    await open(page, list, at);
    await expect(row).toBeVisible();
  } else if (list.addsRow) {
    await soft(page.locator('[data-list-index]'), `Ctrl+N adds in ${list.list}`).toHaveCount(2);
  } else {
    await expectAdding(page, list.list);
    await closeDialogs(page);
  }

  await focusItem(row);
  await page.keyboard.press('Delete');
  await soft(page.getByRole('dialog'), `Delete asks first in ${list.list}`).toContainText(/delete|remove/i);
  await closeDialogs(page);
  await expect(row, `Escape keeps the item in ${list.list}`).toBeVisible();

  await focusItem(row);
  await page.keyboard.press('Enter');
  if (list.enterTicks) {
    // Enter ticks it off, as a click on its box does: it leaves the things to buy.
    await soft(row, `Enter ticks off in ${list.list}`).toHaveCount(0);
    return;
  }
  // Enter opens the item: its own page, or its dialog where it has no page.
  await soft
    .poll(async () => new URL(page.url()).pathname !== at || (await page.getByRole('dialog').count()) > 0, {
      message: `Enter opens in ${list.list}`,
    })
    .toBe(true);
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('every list takes Ctrl+C, Ctrl+N, Delete and Enter on its items', async ({ page }) => {
  test.setTimeout(420_000); // sixteen lists on a shared machine
  const { userId } = await signUpFast(page);
  await showPasswords(page, userId);
  const made = await setUp(page);
  await setUpVault(page, made);
  for (const list of WALKS) await walk(page, list, made);

  // The vault is open (its lists came last): its groups are in the side bar, as every area's collections are.
  await moveInApp(page, '/password-groups');
  const sideBar = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(sideBar.getByRole('link', { name: 'Email', exact: true })).toHaveAttribute(
    'href',
    `/password-group/${made.email}`,
  );

  // An empty collection: Ctrl+N, as its empty state says, opens the new note's form.
  await page.goto(`/notes-collection/${made.empty}`);
  await expect(page.getByText(/Ctrl\+N/i).first()).toBeVisible();
  await page.keyboard.press('Control+n');
  await expectAdding(page, 'an empty collection');
});
