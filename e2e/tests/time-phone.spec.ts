import { test } from '@playwright/test';
import { signUpWithTimeGroup } from './support/api';
import { expectFingerSized } from './support/phone';

test.use({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

test('on a phone the time pages’ small buttons are each big enough for a finger', async ({ page }) => {
  const { call, group } = await signUpWithTimeGroup(page, 'Client work');
  const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  await call('post', '/time-stamp', { name: 'Meetings', timeGroupId: group._id, startTime: ago(90), endTime: ago(60) });
  await call('post', '/time-stamp', { name: 'Coding', timeGroupId: group._id, startTime: ago(20) });

  const main = page.getByRole('main');
  await page.goto('/time-tracker');
  await expectFingerSized(main.getByRole('button', { name: 'Discard Coding' }));
  await expectFingerSized(main.getByRole('button', { name: 'Edit Meetings' }));
  await expectFingerSized(main.getByRole('button', { name: 'Add a past entry' }));
  await expectFingerSized(main.getByRole('link', { name: 'All time groups' }));

  await page.goto('/time-groups/time');
  await expectFingerSized(main.getByRole('button', { name: 'Previous day' }));
  await expectFingerSized(main.getByRole('button', { name: 'Next day' }));

  await page.goto('/time-groups/calculate');
  await expectFingerSized(main.getByRole('button', { name: 'This week' }));

  await page.goto('/time-tracker/admin');
  await expectFingerSized(main.getByRole('button', { name: 'This month' }));
});
