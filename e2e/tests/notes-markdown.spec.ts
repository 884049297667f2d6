import { expect, test } from '@playwright/test';
import { signUpAt } from './support';
import { addNotesCollection, writeNote } from './support/steps';
import { watchToasts } from './support/toasts';

export const MARKDOWN_NOTE = [
  '## Week',
  '',
  '| Day | Meal | Cost |',
  '|:----|:----:|-----:|',
  '| Mon | Soup | 40 |',
  '| Tue | ~~Fish~~ Pasta | 55 |',
  '',
  '- [ ] milk',
  '- [x] bread',
  '  - rye, **sliced**',
  '',
  '> Cook once, eat *twice*.',
  '',
  '```',
  'oven 200 °C',
  '```',
  '',
  '![A cake](https://example.org/cake.png) and www.example.org',
  '',
  '[sneaky](/\\evil.example/) <script>alert(1)</script>',
].join('\n');

test('notes in Markdown: tables, tasks ticked from the note, links that stay safe, a rendered preview in the list', async ({
  page,
}) => {
  await signUpAt(page, '/notes-collections');
  await addNotesCollection(page, 'Kök');

  await writeNote(page, 'Veckan', MARKDOWN_NOTE);

  // The list previews the note as it reads: a table and a task box, no Markdown source.
  const list = page.getByLabel('Notes', { exact: true });
  await expect(list.getByRole('link', { name: 'Veckan' })).toBeVisible();
  await expect(list.getByRole('table')).toBeVisible();
  await expect(list.getByText('| Day |')).toHaveCount(0);

  await list.getByRole('link', { name: 'Veckan' }).click();
  await expect(page.getByRole('cell', { name: 'Pasta' })).toBeVisible();
  await expect(page.locator('del', { hasText: 'Fish' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'A cake' })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'www.example.org' })).toHaveAttribute('href', 'http://www.example.org/');
  await expect(page.getByRole('link', { name: 'sneaky' })).toHaveCount(0);
  await expect(page.getByText('<script>alert(1)</script>', { exact: false })).toBeVisible();

  // Tick a task in the rendered note (with the keyboard): saved, and still ticked after a reload.
  const milk = page.getByRole('checkbox', { name: 'milk' });
  await expect(milk).not.toBeChecked();
  await milk.focus();
  // Saved before the reload: the toast says so (noted however briefly it stays).
  const toasts = await watchToasts(page);
  await page.keyboard.press('Space');
  await toasts.shown('Updated note.');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'milk' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'bread' })).toBeChecked();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('Note', { exact: true })).toHaveValue(MARKDOWN_NOTE.replace('- [ ] milk', '- [x] milk'));
});
