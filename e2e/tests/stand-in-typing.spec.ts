import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpFast } from './support';
import { signUpWithTimeGroup } from './support/api';
import { addNotesCollection } from './support/steps';

// On a phone, right after a page opens: the person starts typing before Mantine's fields have come.
test.use({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

/** A field's chunk held back, as over a slow network, until the person has typed a few keys. */
interface HeldChunk {
  /** Passes once the page has asked for the chunk (and is waiting for it). */
  asked: () => Promise<void>;
  release: () => void;
}

/** Holds every request for `chunk` (a built file under /assets) until `release()`. */
async function holdChunk(page: Page, chunk: RegExp): Promise<HeldChunk> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route(chunk, async (route) => {
    asked++;
    await released;
    await route.continue();
  });
  return { asked: () => expect.poll(() => asked).toBeGreaterThan(0), release };
}

/**
 * Types `text` into the stand-in at a person's speed (~150 ms a key), letting the field's chunk
 * through once the first `early` keys are in: the real field takes over while the keys still come,
 * and ends up focused, showing every key (as `shown`, where it writes them its own way).
 */
async function typeAsItArrives(
  chunk: HeldChunk,
  { standIn, field }: { standIn: Locator; field: Locator },
  text: string,
  { shown = text, early = 3 } = {},
): Promise<void> {
  await chunk.asked();
  await standIn.tap();
  const typing = standIn.pressSequentially(text, { delay: 150 });
  await expect(standIn).toHaveValue(new RegExp(`^${text.slice(0, early)}`));
  chunk.release();
  await typing;
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(shown);
}

test('typing into a stand-in at human speed while the real field arrives keeps the focus and every key', async ({
  page,
}) => {
  await signUpFast(page);
  const chunk = await holdChunk(page, /\/assets\/mantine-inputs-[^/]+\.js$/);
  await page.goto('/time-groups/calculate');
  const rate = page.getByLabel('Hourly rate');
  await expect(rate).toBeVisible();
  // Still the stand-in: Mantine's number field has not come.
  await expect(page.locator('.mantine-NumberInput-input')).toHaveCount(0);

  // The real field takes the stand-in's place mid-typing, with the focus and every character.
  const field = page.locator('.mantine-NumberInput-input');
  await typeAsItArrives(chunk, { standIn: rate, field }, '1234.5', { shown: '1,234.5', early: 1 });
});

test("a note's context typed before the tag field has come becomes a pill in the real one on Enter", async ({
  page,
}) => {
  await signUpFast(page);
  const chunk = await holdChunk(page, /\/assets\/mantine-tags-input-[^/]+\.js$/);
  await page.goto('/notes-collections');
  await addNotesCollection(page, 'Home');
  await page.getByRole('button', { name: 'New note' }).click();
  const editor = page.getByRole('form', { name: 'New note' });
  const standIn = editor.getByRole('textbox', { name: 'Contexts' });
  await expect(standIn).toBeVisible();
  await expect(editor.getByRole('combobox', { name: 'Contexts' })).toHaveCount(0);

  const field = editor.getByRole('combobox', { name: 'Contexts' });
  await typeAsItArrives(chunk, { standIn, field }, 'Garden');
  await page.keyboard.press('Enter');

  await expect(editor.locator('.mantine-TagsInput-pill')).toHaveText(['Garden']);
  await expect(field).toHaveValue('');
  await expect(field).toBeFocused();
  // Enter took the tag: the note was not sent.
  await expect(editor).toBeVisible();
});

test("a time group's tag typed before the pick-list has come is picked on Enter in the real one", async ({ page }) => {
  const { call, group } = await signUpWithTimeGroup(page, 'Client work');
  await call('post', '/tag', { title: 'Billable' });
  const chunk = await holdChunk(page, /\/assets\/TagCombobox-[^/]+\.js$/);
  await page.goto(`/time-tracker/admin/time-group/${group._id}`);
  const standIn = page.getByRole('textbox', { name: 'Tags' });
  await expect(standIn).toBeVisible();

  const field = page.getByRole('combobox', { name: 'Tags' });
  await typeAsItArrives(chunk, { standIn, field }, 'Billable');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('region', { name: 'Name and tags' }).locator('.mantine-Pill-root')).toHaveText([
    'Billable',
  ]);
  await expect(field).toHaveValue('');
  await expect(field).toBeFocused();
});

test("a URL rule's sub group typed before the suggestions have come goes on in the real field", async ({ page }) => {
  await signUpFast(page);
  const chunk = await holdChunk(page, /\/assets\/SubGroupNameSuggestions-[^/]+\.js$/);
  await page.goto('/time-tracker/admin/define-urls');
  await page.getByRole('button', { name: 'Add rule' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a URL rule' });
  const standIn = dialog.getByRole('textbox', { name: 'Sub group' });
  await expect(standIn).toBeVisible();

  await typeAsItArrives(chunk, { standIn, field: dialog.getByRole('combobox', { name: 'Sub group' }) }, 'Reading');
});

test('what a person types into the stamp-in before its suggestions have come goes on in the real field', async ({
  page,
}) => {
  await signUpWithTimeGroup(page, 'Client work');
  const chunk = await holdChunk(page, /\/assets\/StampSuggestions-[^/]+\.js$/);
  await page.goto('/time-tracker');
  const name = page.getByRole('textbox', { name: 'What are you working on?' });
  await expect(name).toBeVisible();
  // Still the plain field: the one with suggestions (a pick-list's target) has not come.
  const field = name.and(page.locator('[aria-haspopup="listbox"]'));
  await expect(field).toHaveCount(0);

  await typeAsItArrives(chunk, { standIn: name, field }, 'Reading');
  // The suggestions came with it: what is typed is new, so Enter would start it in the group.
  await expect(page.getByText('Enter starts a new sub group “Reading” in Client work.')).toBeVisible();
});
