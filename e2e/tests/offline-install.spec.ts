import { expect, test } from '@playwright/test';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

test('installable: the manifest names Ordna with its icons, and a service worker controls the page', async ({
  page,
  request,
}) => {
  await page.goto('/login');

  // The manifest the page links, with what browsers ask of an installable app.
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifestUrl = new URL(href!, page.url());
  const answer = await request.get(manifestUrl.pathname);
  expect(answer.ok()).toBe(true);
  const manifest = (await answer.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest).toMatchObject({ name: 'Ordna', short_name: 'Ordna', display: 'standalone', start_url: '/' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const sizes = manifest.icons.map((icon) => `${icon.sizes}${icon.purpose === 'maskable' ? ' maskable' : ''}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']));

  // Every icon loads as a PNG of its size, and so does the apple-touch icon the page links.
  const appleTouch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const icons = [...manifest.icons.map((icon) => new URL(icon.src, manifestUrl).pathname), appleTouch!];
  for (const icon of icons) {
    const file = await request.get(icon);
    expect(file.ok(), icon).toBe(true);
    expect(file.headers()['content-type'], icon).toMatch(/^image\//);
  }

  // The worker installs after the first paint and takes the page.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 30_000 })
    .toBe('activated');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // The server's own pages and the API are not the app's to answer: the worker lets them through.
  const publicPage = await page.goto('/public/drink/nosuchdrink1');
  expect(publicPage?.status()).toBe(404);
  await expect(page.locator('#root')).toHaveCount(0);
  const health = await page.goto('/api/health');
  expect(await health?.json()).toMatchObject({ status: true });

  // Without a connection the app still opens from the worker's precache, at any of its addresses;
  // the server's pages and the API fail as they would without a worker.
  await page.goto('/login');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.context().setOffline(true);
  await page.goto('/shopping-lists');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.goto('/public/drink/nosuchdrink1')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await expect(page.goto('/api/health')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await page.context().setOffline(false);
});
