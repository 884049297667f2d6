import { expect, test } from '@playwright/test';
import { signUpAt } from './support';
import { addCounterGroup } from './support/steps';

test('counters: make a group and a counter, press + five times and − once, undo, and see the history and the dashboard', async ({
  page,
}) => {
  await signUpAt(page, '/counter-groups');
  await expect(page.getByRole('heading', { name: 'No counters yet' })).toBeVisible();

  await addCounterGroup(page, 'Health');
  await expect(page.getByRole('heading', { name: 'Health' })).toBeVisible();

  await page.getByRole('button', { name: 'Add counter' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Name').fill('Water');
  await form.getByLabel('Step').fill('1');
  await form.getByLabel('Unit').fill('glass');
  await form.getByLabel('Daily goal').fill('8');
  await form.getByRole('button', { name: 'Add counter' }).click();
  await expect(form).toBeHidden();

  const plus = page.getByRole('button', { name: 'Add 1 to Water' });
  const value = page.getByLabel(/^Water: \d/);
  await expect(value).toHaveText('0');
  for (let i = 0; i < 5; i++) await plus.click();
  await expect(value).toHaveText('5');
  await page.getByRole('button', { name: 'Subtract 1 from Water' }).click();
  await expect(value).toHaveText('4');
  // Each change offers Undo in one toast per counter; it takes back the −1.
  const toast = page.getByTestId('undo-toast');
  await expect(toast).toContainText('Water -1 → 4');
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(value).toHaveText('5');
  await expect(page.getByRole('progressbar', { name: 'Daily goal of Water: 5 of 8 glass today' })).toBeVisible();

  // The history, newest first: five changes of +1, the −1 gone with the undo.
  await page.getByRole('button', { name: 'History of Water' }).click();
  const drawer = page.getByRole('dialog', { name: 'Water: history' });
  await expect(drawer.getByTestId('counter-change')).toHaveCount(5);
  await expect(drawer.getByTestId('counter-change').first()).toContainText('+1 glass');
  await expect(drawer.getByTestId('counter-change').first()).toContainText('→ 5');
  await drawer.getByText('Days', { exact: true }).click();
  await expect(drawer.getByTestId('counter-period').first()).toContainText('Today');
  await expect(drawer.getByTestId('counter-period').first()).toContainText('+5 glass');
  await expect(page).toHaveURL(/\?counter=/);

  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Water: history' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByLabel(/^Water: \d/)).toHaveText('5');

  // Today's value and change on the dashboard, with the goal.
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Counters' });
  await expect(card.getByTestId('dashboard-counter')).toHaveCount(1);
  await expect(card.getByLabel('Water: 5 glass')).toHaveText('5 glass');
  await expect(card.getByText('+5 that day · goal 8 glass a day')).toBeVisible();
  await expect(card.getByRole('progressbar', { name: '5 of the daily goal 8' })).toBeVisible();
  await card.getByRole('link', { name: 'Counters' }).click();
  await expect(page).toHaveURL(/\/counter-groups$/);
});

test('counters: reset asks first, records one change, and can be undone', async ({ page }) => {
  await signUpAt(page, '/counter-groups');
  await addCounterGroup(page, 'Sport');
  await page.getByRole('button', { name: 'Add counter' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Push-ups');
  await page.getByRole('dialog').getByLabel('Step').fill('10');
  await page.getByRole('dialog').getByRole('button', { name: 'Add counter' }).click();
  const value = page.getByLabel(/^Push-ups: \d/);
  await page.getByRole('button', { name: 'Add 10 to Push-ups' }).click();
  await expect(value).toHaveText('10');

  await page.getByRole('button', { name: 'Actions for Push-ups' }).click();
  await page.getByRole('menuitem', { name: 'Reset to zero' }).click();
  await page
    .getByRole('dialog', { name: 'Reset “Push-ups” to zero?' })
    .getByRole('button', { name: 'Reset to zero' })
    .click();
  await expect(value).toHaveText('0');
  await page.getByTestId('undo-toast').getByRole('button', { name: 'Undo' }).click();
  await expect(value).toHaveText('10');
});
