import { expect, test } from '@playwright/test';
import { signUpFast } from './support';
import { apiAs } from './support/api';

// A person on a phone searching all their notes, typing at a person's speed (~150 ms a key):
// every key stays in the field, the field keeps the focus (the keyboard stays up), and the list
// shows what the words typed last find, never an answer to an earlier prefix that came late.
test.use({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

const today = new Date().toISOString().slice(0, 10);

test('searching all notes typed at human speed on a phone keeps every key and shows what the last words find', async ({
  page,
}) => {
  await signUpFast(page);
  const call = await apiAs(page);
  const kitchen = await call<{ _id: string }>('post', '/notes-collection', { name: 'Kök' });
  const write = (name: string, body: string) =>
    call('post', '/note', { notesCollectionId: kitchen._id, name, body, effectiveDate: today });
  await write('Kanelbullar', 'Baka med kanel och smör.');
  await write('Kaffe', 'Bryggt på morgonen, mörkrostat.');
  await write('Kardemummakaka', 'Mjuk kaka med kardemumma.');
  await write('Inköp', 'Mjölk, ägg och bröd.');

  await page.goto('/notes-collections');
  const search = page.getByRole('searchbox', { name: 'Search all notes' });
  await expect(search).toBeVisible();
  const found = (name: string) => page.getByRole('main').getByRole('link', { name, exact: true });

  await search.tap();
  await search.pressSequentially('kaffe', { delay: 150 });
  await expect(search).toHaveValue('kaffe');
  await expect(search).toBeFocused();
  // What "kaffe" finds, not what "k" or "ka" found on the way.
  await expect(found('Kaffe')).toBeVisible();
  await expect(found('Kanelbullar')).toBeHidden();
  await expect(found('Kardemummakaka')).toBeHidden();
  await expect(page.getByRole('main').locator('mark', { hasText: 'Kaffe' })).toBeVisible();

  // Taking keys back at the same speed widens the search again.
  for (let i = 0; i < 3; i++) await search.press('Backspace', { delay: 150 });
  await expect(search).toHaveValue('ka');
  await expect(search).toBeFocused();
  for (const name of ['Kaffe', 'Kanelbullar', 'Kardemummakaka']) await expect(found(name)).toBeVisible();
  await expect(found('Inköp')).toBeHidden();

  // One more key: "kar" finds the cake alone.
  await search.pressSequentially('r', { delay: 150 });
  await expect(search).toHaveValue('kar');
  await expect(found('Kardemummakaka')).toBeVisible();
  await expect(found('Kaffe')).toBeHidden();

  // Emptying the field brings the collections back.
  await search.fill('');
  await expect(page.getByRole('main').getByRole('link', { name: 'Kök' })).toBeVisible();
  await expect(found('Kardemummakaka')).toBeHidden();
});
