import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Locator } from '@playwright/test';
import sharp from 'sharp';
import { signUpAt } from './support';

/**
 * A recipe's picture end to end (docs/architecture.md, "Images"): a page on a fixture site (on
 * loopback, which the e2e server allows) names a picture on that site; the import saves the
 * recipe, the server fetches the picture once, and the recipe page shows it from the app's own
 * origin, which is all the page's CSP allows. Then the person picks another picture and removes it.
 */
let site: Server;
let base = '';

const pictureOf = (background: string, format: 'png' | 'jpeg') => {
  const picture = sharp({ create: { width: 1200, height: 800, channels: 3, background } });
  return (format === 'png' ? picture.png() : picture.jpeg()).toBuffer();
};

test.beforeAll(async () => {
  const png = await pictureOf('#d35400', 'png');
  site = createServer((request, response) => {
    if (request.url === '/waffles.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (request.url !== '/waffles.html') return response.writeHead(404).end();
    const recipe = {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Crisp Waffles',
      image: `${base}/waffles.png`,
      recipeIngredient: ['2 eggs', '3 dl milk'],
      recipeInstructions: ['Whisk.', 'Bake.'],
    };
    const html = `<html><head><title>Waffles</title><script type="application/ld+json">${JSON.stringify(recipe)}</script></head><body></body></html>`;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

/** The picture has loaded (not merely been put in the page) from the app's own origin. */
async function expectLoadedFromApp(picture: Locator, origin: string) {
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const src = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(new URL(src).origin).toBe(origin);
  expect(new URL(src).pathname).toBe('/api/image');
}

test('an imported recipe shows its picture from the app’s origin; another can be picked and removed', async ({
  page,
  baseURL,
}) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await signUpAt(page, '/recipe-collections');
  await page.getByRole('button', { name: 'Add collection' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Breakfasts');
  await page.getByRole('dialog').getByRole('button', { name: 'Add collection' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Breakfasts' }).click();

  await page.getByRole('link', { name: 'Add recipe' }).first().click();
  await page.getByLabel('Import from a page').fill(`${base}/waffles.html`);
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Crisp Waffles');
  await page.getByRole('button', { name: 'Add recipe' }).click();
  await expect(page.getByRole('heading', { name: 'Crisp Waffles', level: 1 })).toBeVisible();

  // The picture is fetched after the save; the page shows it when it lands (live), or on a reload.
  const picture = page.getByRole('img', { name: 'Crisp Waffles' });
  await expect(async () => {
    if (!(await picture.isVisible())) await page.reload();
    await expect(picture).toBeVisible({ timeout: 2_000 });
  }).toPass();
  const origin = new URL(baseURL!).origin;
  await expectLoadedFromApp(picture, origin);
  const first = await picture.getAttribute('src');

  // Another picture, picked from a file.
  await page
    .getByTestId('picture-drop')
    .locator('input[type=file]')
    .setInputFiles({ name: 'mine.jpg', mimeType: 'image/jpeg', buffer: await pictureOf('#16a085', 'jpeg') });
  await expect(page.getByText('Picture saved')).toBeVisible();
  await expect(picture).not.toHaveAttribute('src', first!);
  await expectLoadedFromApp(picture, origin);

  // A file that is not a picture is refused with the reason.
  await page
    .getByTestId('picture-drop')
    .locator('input[type=file]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByTestId('picture-drop').getByRole('alert')).toContainText('That file is not a picture.');

  await page.getByRole('button', { name: 'Remove picture' }).click();
  await expect(page.getByText('Picture removed')).toBeVisible();
  await expect(picture).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Choose a picture' })).toBeVisible();
  expect(blocked).toEqual([]);
});
