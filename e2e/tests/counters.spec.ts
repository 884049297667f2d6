import { expect, test } from '@playwright/test';
import { signUpFast } from './support';

test('counters: make a group and a counter, press + five times and − once, and keep 4 after a reload', async ({
  page,
}) => {
  await signUpFast(page);
  await page.goto('/counter-groups');
  await expect(page.getByRole('heading', { name: 'No counters yet' })).toBeVisible();

  await page.getByRole('button', { name: 'Add group' }).click();
  await page.getByLabel('Group name').fill('Health');
  await page.getByRole('dialog').getByRole('button', { name: 'Add group' }).click();
  await expect(page.getByRole('heading', { name: 'Health' })).toBeVisible();

  await page.getByRole('button', { name: 'Add counter' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Name').fill('Water');
  await form.getByLabel('Step').fill('1');
  await form.getByLabel('Unit').fill('glass');
  await form.getByRole('button', { name: 'Add counter' }).click();
  await expect(form).toBeHidden();

  const plus = page.getByRole('button', { name: 'Add 1 to Water' });
  const value = page.getByLabel(/^Water: /);
  await expect(value).toHaveText('0');
  for (let i = 0; i < 5; i++) await plus.click();
  await page.getByRole('button', { name: 'Subtract 1 from Water' }).click();
  await expect(value).toHaveText('4');

  await page.reload();
  await expect(page.getByLabel(/^Water: /)).toHaveText('4');
});
