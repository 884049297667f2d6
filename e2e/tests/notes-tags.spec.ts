import { expect, test } from '@playwright/test';
import { signUpFast } from './support';

test('notes tags: write a note with #family, filter by it, keep the filter through a reload, open it from a hashtag, clear it', async ({
  page,
}) => {
  await signUpFast(page);
  await page.goto('/notes-collections');
  await page.getByRole('button', { name: 'Add collection' }).first().click();
  await page.getByRole('dialog').getByLabel('Name').fill('Home');
  await page.getByRole('dialog').getByRole('button', { name: 'Add collection' }).click();
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();

  const write = async (name: string, body: string) => {
    await page.getByRole('button', { name: 'New note' }).click();
    const editor = page.getByRole('form', { name: 'New note' });
    await editor.getByLabel('Name').fill(name);
    await editor.getByLabel('Note', { exact: true }).fill(body);
    await editor.getByRole('button', { name: 'Save note' }).click();
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
