import { expect, type Locator } from '@playwright/test';

/** Passes when a finger has at least 40 × 40 px to press. */
export async function expectFingerSized(control: Locator): Promise<void> {
  await expect(control).toBeVisible();
  const box = await control.boundingBox();
  expect(box, await control.evaluate((element) => element.outerHTML.slice(0, 80))).not.toBeNull();
  expect(box!.width).toBeGreaterThanOrEqual(40);
  expect(box!.height).toBeGreaterThanOrEqual(40);
}
