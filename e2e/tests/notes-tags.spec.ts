import { expect, test } from '@playwright/test';
import { signUpAt } from './support';
import { addNotesCollection, writeNote } from './support/steps';

test('notes tags: write a note with #family, filter by it, keep the filter through a reload, open it from a hashtag, clear it', async ({
  page,
}) => {
  await signUpAt(page, '/notes-collections');
  await addNotesCollection(page, 'Home');

  const write = async (name: string, body: string) => {
    await writeNote(page, name, body);
    await expect(page.getByRole('link', { name })).toBeVisible();
  };
  await write('Sunday dinner', 'Cook for the #family, `#notatag` in code.');
  await write('Invoice', 'Pay it by Friday #work');

  // Filter by the tag beside the search: only the note that has it stays.
  const tag = page.locator('input[aria-label="Keep to a tag"]');
  await tag.click();
  await page.getByRole('option', { name: '#family (1)' }).click();
  await expect(page).toHaveURL(/\?tag=family/);
  await expect(page.getByRole('link', { name: 'Sunday dinner' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Invoice' })).toBeHidden();

  // The filter survives a reload.
  await page.reload();
  await expect(tag).toHaveValue('#family (1)');
  await expect(page.getByRole('link', { name: 'Sunday dinner' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Invoice' })).toBeHidden();

  // Escape clears it.
  await tag.focus();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Invoice' })).toBeVisible();
  await expect(page).not.toHaveURL(/tag=/);

  // A hashtag in the note opens every collection's notes filtered by it; code is no tag.
  await page.getByRole('link', { name: 'Sunday dinner' }).click();
  await expect(page.getByRole('link', { name: '#notatag' })).toHaveCount(0);
  await page.getByRole('link', { name: '#family' }).click();
  await expect(page).toHaveURL(/\/notes-collections\?tag=family/);
  await expect(page.getByRole('link', { name: 'Sunday dinner' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Invoice' })).toBeHidden();

  // One click on the clear button shows the collections again.
  await page.getByRole('button', { name: 'Clear the tag filter (Escape)', includeHidden: true }).click();
  await expect(page.getByLabel('Notes collections', { exact: true }).getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page).not.toHaveURL(/tag=/);
});
