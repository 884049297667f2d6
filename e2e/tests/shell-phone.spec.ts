import { expect, test, type Page } from '@playwright/test';
import { signUpAt, signUpFast } from './support';
import { addCounterGroup } from './support/steps';
import { expectFingerSized } from './support/phone';

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

/** One finger across the screen as the phone's touch screen reports it, in small steps. */
async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  const steps = 8;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let step = 1; step <= steps; step++) {
    const point = {
      x: from.x + ((to.x - from.x) * step) / steps,
      y: from.y + ((to.y - from.y) * step) / steps,
    };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Signs a new person up with the second bar shown (a preference kept on the server and the device). */
async function signUpWithSecondBar(page: Page): Promise<void> {
  const { userId } = await signUpFast(page);
  await page.evaluate(
    async ({ id }) => {
      const stored = JSON.parse(localStorage.getItem('ordna.user') ?? '{}');
      stored.preferences = { ...stored.preferences, showSecondBar: true };
      localStorage.setItem('ordna.user', JSON.stringify(stored));
      await fetch(`/api/auth/user/${id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-access-token': stored.access.token },
        body: JSON.stringify({ preferences: { showSecondBar: true } }),
      });
    },
    { id: userId },
  );
}

test('on a phone a swipe right from the left edge opens the side bar and stays on the page', async ({ page }) => {
  await signUpFast(page);
  // A page to go Back to, so a Back gesture would show.
  await page.goto('/');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The page, not the browser, owns the sideways swipe (no Back, no overscroll glow).
  const overscroll = await page.evaluate(() => getComputedStyle(document.documentElement).overscrollBehaviorX);
  expect(overscroll).toBe('none');

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const burger = page.getByRole('button', { name: 'Toggle navigation' }).first();
  await expect(nav.getByRole('link', { name: 'Home' })).not.toBeInViewport();

  await swipe(page, { x: 4, y: 420 }, { x: 240, y: 430 });
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Home' })).toBeInViewport();
  expect(new URL(page.url()).pathname).toBe('/settings');

  // A swipe left closes it again.
  await swipe(page, { x: 300, y: 420 }, { x: 40, y: 425 });
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  expect(new URL(page.url()).pathname).toBe('/settings');
});

test('on a phone the second bar shows "Up" and every shortcut, each named', async ({ page }) => {
  await signUpWithSecondBar(page);
  await page.goto('/settings/profile');
  await expect(page.getByRole('link', { name: 'Up one area' })).toBeInViewport({ ratio: 1 });
  const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link');
  await expect(shortcuts).toHaveCount(4);
  for (const name of ['Notes', 'Time groups', 'Shopping lists', 'Recipes']) {
    await expect(shortcuts.and(page.getByRole('link', { name, exact: true }))).toBeInViewport({ ratio: 1 });
  }
});

test.describe('on a 375 × 812 phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a toast leaves the header and the page’s title free: the burger opens the side bar while it shows', async ({
    page,
  }) => {
    await signUpAt(page, '/counter-groups');
    await addCounterGroup(page, 'Health');
    await expect(page.getByRole('heading', { name: 'Health' })).toBeVisible();
    const title = page.getByRole('heading', { name: 'Counter groups', level: 1 });
    await page.getByRole('button', { name: 'Add counter' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Name').fill('Water');
    await form.getByLabel('Step').fill('1');
    await form.getByRole('button', { name: 'Add counter' }).click();
    await expect(form).toBeHidden();

    // A change offers Undo in a toast for a while.
    await page.getByRole('button', { name: /^Add \d+ to Water$/ }).tap();
    const toast = page.getByRole('alert').filter({ has: page.getByTestId('undo-toast') });
    await expect(toast).toBeVisible();
    await expect(toast.getByRole('button', { name: 'Undo' })).toBeInViewport({ ratio: 1 });

    // What a finger lands on at the burger and at the page's title is they, not the toast.
    const burger = page.getByRole('button', { name: 'Toggle navigation' }).first();
    const reached = async (target: typeof burger) => {
      const box = await target.boundingBox();
      expect(box).not.toBeNull();
      return target.evaluate((element, point) => element.contains(document.elementFromPoint(point.x, point.y)), {
        x: box!.x + box!.width / 2,
        y: box!.y + box!.height / 2,
      });
    };
    expect(await reached(burger)).toBe(true);
    expect(await reached(title)).toBe(true);
    await burger.tap();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
  });

  test('the shell’s and the lists’ small controls are each big enough for a finger', async ({ page }) => {
    await signUpWithSecondBar(page);
    await page.goto('/counter-groups');
    await addCounterGroup(page, 'Health');

    // The header's burger, and the second bar's "Up" and shortcuts.
    await expectFingerSized(page.getByRole('button', { name: 'Toggle navigation' }).first());
    await expectFingerSized(page.getByRole('link', { name: 'Up one area' }));
    for (const shortcut of await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link').all()) {
      await expectFingerSized(shortcut);
    }

    // A row's "⋮" and a section's small "Add counter".
    const main = page.getByRole('main');
    await expectFingerSized(main.getByRole('button', { name: 'Actions for Health' }));
    await expectFingerSized(main.getByRole('button', { name: 'Add counter' }));
    await main.getByRole('button', { name: 'Add counter' }).tap();
    const form = page.getByRole('dialog');
    await form.getByLabel('Name').fill('Water');
    await form.getByLabel('Step').fill('1');
    await form.getByRole('button', { name: 'Add counter' }).click();
    await expect(form).toBeHidden();
    await expectFingerSized(main.getByRole('button', { name: 'Actions for Water' }));

    // The toast's Undo and its close button.
    await main.getByRole('button', { name: /^Add \d+ to Water$/ }).tap();
    const toast = page.getByRole('alert').filter({ has: page.getByTestId('undo-toast') });
    await expectFingerSized(toast.getByRole('button', { name: 'Undo' }));
    await expectFingerSized(toast.getByRole('button', { name: 'Close' }));
  });
});
