import { expect, test } from '@playwright/test';
import { signUpFast } from './support';

// On a phone, right after a page opens: the person starts typing before Mantine's fields have come.
test.use({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

/** The chunk with Mantine's pick-lists and number field (shared/lazy/inputs.tsx). */
const INPUTS_CHUNK = /\/assets\/mantine-inputs-[^/]+\.js$/;

test('typing into a stand-in at human speed while the real field arrives keeps the focus and every key', async ({
  page,
}) => {
  await signUpFast(page);
  // The field's chunk is held until the person has started typing, as over a slow network.
  let release!: () => void;
  const typingStarted = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(INPUTS_CHUNK, async (route) => {
    held++;
    await typingStarted;
    await route.continue();
  });

  await page.goto('/time-groups/calculate');
  const rate = page.getByLabel('Hourly rate');
  await expect(rate).toBeVisible();
  // Still the stand-in: Mantine's number field has not come.
  await expect(page.locator('.mantine-NumberInput-input')).toHaveCount(0);
  await expect.poll(() => held).toBeGreaterThan(0);

  await rate.tap();
  const typing = rate.pressSequentially('1234.5', { delay: 150 });
  await expect(rate).toHaveValue(/^1/);
  release();
  await typing;

  // The real field took the stand-in's place mid-typing, with the focus and every character.
  const field = page.locator('.mantine-NumberInput-input');
  await expect(field).toHaveCount(1);
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('1,234.5');
});
