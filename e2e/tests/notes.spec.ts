import { expect, test } from '@playwright/test';
import { signUpAt } from './support';
import { addNotesCollection, writeNote } from './support/steps';

test('notes: write a note, find it by a Swedish prefix, keep a draft through a reload, answer questions and change them with a retro update', async ({
  page,
}) => {
  await signUpAt(page, '/notes-collections');
  await expect(page.getByRole('heading', { name: 'No notes collections yet' })).toBeVisible();

  await addNotesCollection(page, 'Dagbok');

  // Write a note in Markdown.
  await writeNote(page, 'Äppelkaka', '# Recept\n\nBaka med **äpplen** och kanel.');
  await expect(page.getByRole('link', { name: 'Äppelkaka' })).toBeVisible();
  await page.getByRole('link', { name: 'Äppelkaka' }).click();
  await expect(page.getByRole('heading', { name: 'Recept' })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'äpplen' })).toBeVisible();

  // Search it as the words are typed: a Swedish prefix, marked where it matched.
  await page.goto('/notes-collections');
  await page.getByRole('searchbox', { name: 'Search all notes' }).fill('äpp');
  await expect(page.getByRole('link', { name: 'Äppelkaka' })).toBeVisible();
  await expect(page.locator('mark', { hasText: 'äpplen' })).toBeVisible();

  // A draft survives a reload.
  await page.getByRole('link', { name: 'Äppelkaka' }).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Note', { exact: true }).fill('Unsaved change, kept through a reload');
  await page.reload();
  await expect(page.getByText('Your unsaved text is back.')).toBeVisible();
  await expect(page.getByLabel('Note', { exact: true })).toHaveValue('Unsaved change, kept through a reload');
  await page.getByRole('button', { name: 'Save note' }).click();
  // The editor closes once the saved note is read again; only then is the draft forgotten.
  await expect(page.getByRole('button', { name: 'Save note' })).toBeHidden();
  await expect(page.getByText('Unsaved change, kept through a reload')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Your unsaved text is back.')).toBeHidden();

  // Questions, answered for today.
  await page.getByRole('main').getByRole('link', { name: 'Dagbok', exact: true }).click();
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await page.getByRole('button', { name: 'Add question' }).click();
  await page.getByRole('textbox', { name: 'Question 1', exact: true }).fill('How did I sleep?');
  await page.getByRole('button', { name: 'Add question' }).click();
  await page.getByRole('textbox', { name: 'Question 2', exact: true }).fill('What did I learn?');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Dagbok', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Answer questions' }).click();
  const answers = page.getByRole('form', { name: 'Answer questions' });
  await answers.getByLabel('How did I sleep?').fill('Like a log');
  await answers.getByLabel('What did I learn?').fill('Full-text search');
  await answers.getByRole('button', { name: 'Save answers' }).click();
  // The day's answers are one note of the collection, shown in its list.
  await expect(page.getByRole('heading', { name: 'How did I sleep?', level: 4 })).toBeVisible();
  await answers.getByRole('button', { name: 'Close' }).click();
  await expect(answers).toBeHidden();

  // Reword and reorder the questions, rewriting the past answers too.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await page.getByRole('textbox', { name: 'Question 2', exact: true }).fill('What did I learn today?');
  await page.getByRole('button', { name: 'Move question 2 up' }).click();
  await page.getByLabel('Also rewrite past answers').check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Dagbok', level: 1 })).toBeVisible();
  const headings = page.getByRole('heading', { level: 4 });
  await expect(headings).toHaveText(['What did I learn today?', 'How did I sleep?']);
});
