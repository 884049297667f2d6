import { expect, type Page } from '@playwright/test';
import { PASSWORD } from '../support';

/** Steps several journeys take the same way through the app's own screens. */

/** Signs in on the sign-in page with a username and password. */
export async function signInThroughUi(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs out from the user menu, named by the username. */
export async function signOutThroughMenu(page: Page, username: string): Promise<void> {
  await page.getByRole('button', { name: username }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}

/** On the notes collections page: adds a collection and waits for its page. */
export async function addNotesCollection(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Add collection' }).first().click();
  await page.getByRole('dialog').getByLabel('Name').fill(name);
  await page.getByRole('dialog').getByRole('button', { name: 'Add collection' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

/** On a notes collection's page: writes a new note and saves it (the caller waits for what it needs). */
export async function writeNote(page: Page, name: string, body: string): Promise<void> {
  await page.getByRole('button', { name: 'New note' }).click();
  const editor = page.getByRole('form', { name: 'New note' });
  await editor.getByLabel('Name').fill(name);
  await editor.getByLabel('Note', { exact: true }).fill(body);
  await editor.getByRole('button', { name: 'Save note' }).click();
  // Saved: the editor closes, so the next New note opens a fresh one (not the one still saving).
  await expect(editor).toBeHidden();
}

/** On the vault's first page: sets the extra password and waits for the empty vault. */
export async function setExtraPassword(page: Page, extra: string): Promise<void> {
  await page.getByLabel('Your sign-in password').fill(PASSWORD);
  await page.getByLabel('Extra password', { exact: true }).fill(extra);
  await page.getByLabel('Repeat the extra password').fill(extra);
  await page.getByRole('button', { name: 'Set the extra password' }).click();
  // Deriving the vault's key is slow on purpose.
  await expect(page.getByRole('heading', { name: 'No password groups yet' })).toBeVisible({ timeout: 20_000 });
}

/** On the counters page: adds a counter group through its dialog. */
export async function addCounterGroup(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Add group' }).click();
  await page.getByLabel('Group name').fill(name);
  await page.getByRole('dialog').getByRole('button', { name: 'Add group' }).click();
}

/** On the shopping lists page: makes a list with the name it offers and waits for its page. */
export async function addShoppingList(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'New list' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Shopping list', level: 1 })).toBeVisible();
}

/** On a shopping list's page: types each line into the add field, Enter after each. */
export async function typeShoppingLines(page: Page, ...lines: string[]): Promise<void> {
  const field = page.getByLabel('Add an item');
  for (const line of lines) {
    await field.fill(line);
    await field.press('Enter');
  }
}

/** On the time tracker with no group yet: makes the first time group. */
export async function addFirstTimeGroup(page: Page, name: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Create time group' }).click();
  // The tracker's stamp-in field takes the first-group form's place.
  await expect(page.getByPlaceholder('What are you working on?')).toBeVisible();
}

/** On the time tracker: stamps in on what the person types (a new name makes the sub group). */
export async function stampIn(page: Page, what: string): Promise<void> {
  const field = page.getByPlaceholder('What are you working on?');
  await field.fill(what);
  await field.press('Enter');
}

/** On the vault's sign-in page: opens the vault with the extra password (the caller waits for where it lands). */
export async function unlockVault(page: Page, extra: string): Promise<void> {
  await page.getByLabel('Extra password').fill(extra);
  await page.getByRole('button', { name: 'Unlock' }).click();
}

/** On the vault's sign-in page: a wrong extra password opens nothing, then the right one opens the vault. */
export async function unlockVaultAfterAWrongOne(page: Page, extra: string): Promise<void> {
  await unlockVault(page, 'not the one');
  await expect(page.getByText('Wrong password')).toBeVisible({ timeout: 20_000 });
  await unlockVault(page, extra);
}
