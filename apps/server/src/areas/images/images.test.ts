import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Drink } from '@ordna/contract/drinks';
import { imageRefusals } from '@ordna/contract/kernel/images';
import type { Recipe } from '@ordna/contract/recipes';
import { personClient } from '../../testing/people.test-kit';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.test-kit';

/**
 * Pictures of recipes and drinks (docs/architecture.md, "Images"): fetched once from the address
 * an import found or uploaded, checked by their bytes, resized, kept in the database and served
 * from the app's own origin to those who may see them.
 */

let t: TestApp;
let site: { base: string; close: () => Promise<void>; hits: Map<string, number> };
let png: Buffer;

/** A picture made here, as a camera would: wider than the kept size. */
function pictureOf(width: number, height: number, format: 'png' | 'jpeg'): Promise<Buffer> {
  const picture = sharp({ create: { width, height, channels: 3, background: '#c0392b' } });
  return (format === 'png' ? picture.png() : picture.jpeg()).toBuffer();
}

/** A small PNG whose header claims width × height (a decompression bomb's promise). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await pictureOf(1, 1, 'png'));
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

async function pictureSite(files: Record<string, { type: string; body: Buffer }>) {
  const hits = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const file = files[path.split('?')[0]!];
    if (!file) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file.type }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, hits, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

beforeAll(async () => {
  png = await pictureOf(2400, 1200, 'png');
  site = await pictureSite({
    '/lasagne.png': { type: 'image/png', body: png },
    // Says it is a picture; its bytes are a page.
    '/fake.jpg': { type: 'image/jpeg', body: Buffer.from('<html><script>alert(1)</script></html>') },
  });
  // The picture site is on loopback: this app allows exactly that address, as an operator would a home server.
  t = await createTestApp({ recipeImportAllow: '127.0.0.1/32' });
});
afterAll(async () => {
  await t.close();
  await site.close();
});

async function person() {
  const me = personClient(t.app, await signUp(t.app));
  const collection = await me.post<{ _id: string }>('/recipe-collection', { name: 'Middag' });
  return { me, collectionId: collection.data._id };
}

/** GET of a served address, as the browser's `<img>` sends it: no access token. */
const load = (address: string) => t.app.inject({ method: 'GET', url: address });

describe('a recipe’s picture', () => {
  it('is fetched once from the address the import found, resized, and served from the app’s origin', async () => {
    const { me, collectionId } = await person();
    const url = `${site.base}/lasagne.png`;
    const created = await me.post<Recipe>('/recipe', { collectionId, name: 'Lasagne', imageUrl: url });
    expect(created.status).toBe(201);
    const recipeId = created.data._id;
    // Fetched in the background; the first picture also loads sharp (image-processing.ts).
    const image = await vi.waitFor(
      async () => {
        const read = await me.get<Recipe>(`/recipe?recipeId=${recipeId}`);
        expect(read.data.image).toMatch(/^\/api\/image\?imageId=/);
        return read.data.image!;
      },
      { timeout: 5_000 },
    );
    const served = await load(image);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });

    // Saving again with the same address does not fetch it again.
    await me.put('/recipe', { recipeId, name: 'Lasagne al forno' });
    expect((await me.get<Recipe>(`/recipe?recipeId=${recipeId}`)).data.image).toBe(image);
    expect(site.hits.get('/lasagne.png')).toBe(1);
  });

  it('of a recipe saved before pictures were kept is fetched on its next save', async () => {
    const { me, collectionId } = await person();
    const url = `${site.base}/lasagne.png?old`;
    const recipe = (await me.post<Recipe>('/recipe', { collectionId, name: 'Gammal', imageUrl: url })).data;
    await vi.waitFor(
      async () => expect((await me.get<Recipe>(`/recipe?recipeId=${recipe._id}`)).data.image).not.toBeNull(),
      { timeout: 5_000 },
    );
    // As a row from before migration 0019: the address, no kept picture.
    await t.db.deleteFrom('images').where('recipeId', '=', recipe._id).execute();
    expect((await me.get<Recipe>(`/recipe?recipeId=${recipe._id}`)).data.image).toBeNull();
    await me.put('/recipe', { recipeId: recipe._id, notes: 'Saved again.' });
    const image = await vi.waitFor(async () => {
      const read = await me.get<Recipe>(`/recipe?recipeId=${recipe._id}`);
      expect(read.data.image).not.toBeNull();
      return read.data.image!;
    });
    expect((await load(image)).statusCode).toBe(200);
  });

  it('is refused when its bytes are not a picture, whatever the header said, and the save stands', async () => {
    const { me, collectionId } = await person();
    const created = await me.post<Recipe>('/recipe', { collectionId, name: 'Fake', imageUrl: `${site.base}/fake.jpg` });
    expect(created.status).toBe(201);
    await vi.waitFor(() => expect(site.hits.get('/fake.jpg')).toBe(1));
    const upload = await me.put('/recipe/image', {
      recipeId: created.data._id,
      picture: Buffer.from('GIF89a but not really').toString('base64'),
    });
    expect(upload).toMatchObject({ status: 400, code: imageRefusals.notAnImage.code });
    expect((await me.get<Recipe>(`/recipe?recipeId=${created.data._id}`)).data.image).toBeNull();
  });

  it('can be uploaded, replaced and removed; an upload over 10 MiB or of too many pixels is refused', async () => {
    const { me, collectionId } = await person();
    const recipe = (await me.post<Recipe>('/recipe', { collectionId, name: 'Pannkakor' })).data;
    const jpeg = await pictureOf(300, 200, 'jpeg');
    const first = await me.put<Recipe>('/recipe/image', { recipeId: recipe._id, picture: jpeg.toString('base64') });
    expect(first.status).toBe(200);
    expect((await load(first.data.image!)).statusCode).toBe(200);
    const second = await me.put<Recipe>('/recipe/image', { recipeId: recipe._id, picture: png.toString('base64') });
    expect(second.data.image).not.toBe(first.data.image);
    // The replaced picture is gone.
    expect((await load(first.data.image!)).statusCode).toBe(404);

    const tooLarge = Buffer.alloc(10 * 1024 * 1024 + 3, 1).toString('base64');
    expect(await me.put('/recipe/image', { recipeId: recipe._id, picture: tooLarge })).toMatchObject({
      status: 400,
      code: imageRefusals.tooLarge.code,
    });
    // A small file that promises 100 million pixels is refused before it is decoded.
    const bomb = await pngClaiming(20_000, 20_000);
    expect(await me.put('/recipe/image', { recipeId: recipe._id, picture: bomb.toString('base64') })).toMatchObject({
      status: 400,
      code: imageRefusals.tooLarge.code,
    });

    const removed = await me.del<Recipe>('/recipe/image', { recipeId: recipe._id });
    expect(removed.data.image).toBeNull();
    expect((await load(second.data.image!)).statusCode).toBe(404);
  });

  it('is served to no one without the address its recipe handed out', async () => {
    const { me, collectionId } = await person();
    const recipe = (await me.post<Recipe>('/recipe', { collectionId, name: 'Soppa' })).data;
    const image = (await me.put<Recipe>('/recipe/image', { recipeId: recipe._id, picture: png.toString('base64') }))
      .data.image!;
    const stranger = personClient(t.app, await signUp(t.app));
    expect((await stranger.get(`/recipe?recipeId=${recipe._id}`)).status).toBe(404);
    const address = new URL(image, 'http://x');
    const imageId = address.searchParams.get('imageId')!;
    const until = address.searchParams.get('until')!;
    for (const guess of [
      `/api/image?imageId=${imageId}&until=${until}&signature=`,
      `/api/image?imageId=${imageId}&until=${until}&signature=${'A'.repeat(32)}`,
      `/api/image?imageId=${imageId}&until=${Number(until) + 1}&signature=${address.searchParams.get('signature')}`,
    ]) {
      const answer = await load(guess);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ status: false, code: imageRefusals.imageNotFound.code });
    }
    expect(
      (await stranger.put('/recipe/image', { recipeId: recipe._id, picture: png.toString('base64') })).status,
    ).toBe(404);
  });
});

describe('pictures at once', () => {
  it('two uploads at once leave exactly one picture, the one the recipe shows', async () => {
    const { me, collectionId } = await person();
    const recipe = (await me.post<Recipe>('/recipe', { collectionId, name: 'Gröt' })).data;
    const jpeg = await pictureOf(120, 80, 'jpeg');
    const answers = await Promise.all(
      [png, jpeg].map((one) =>
        me.put<Recipe>('/recipe/image', { recipeId: recipe._id, picture: one.toString('base64') }),
      ),
    );
    expect(answers.map((one) => one.status)).toEqual([200, 200]);
    const kept = await t.db.selectFrom('images').select('id').where('recipeId', '=', recipe._id).execute();
    expect(kept).toHaveLength(1);
    const shown = (await me.get<Recipe>(`/recipe?recipeId=${recipe._id}`)).data.image!;
    expect(new URL(shown, 'http://x').searchParams.get('imageId')).toBe(kept[0]!.id);
    expect((await load(shown)).statusCode).toBe(200);
  });
});

describe('a drink’s picture', () => {
  it('is uploaded and shown on its public page from the app’s origin', async () => {
    const me = personClient(t.app, await signUp(t.app));
    const collection = (await me.post<{ _id: string }>('/drink-collection', { name: 'Bar' })).data;
    const drink = (await me.post<Drink>('/drink', { drinkCollectionId: collection._id, name: 'Negroni', public: true }))
      .data;
    const uploaded = await me.put<Drink>('/drink/image', { drinkId: drink._id, picture: png.toString('base64') });
    expect(uploaded.status).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: `/public/drink/${drink.publicId}` });
    expect(page.headers['content-security-policy']).toContain("img-src 'self'");
    const src = /<img src="([^"]+)"/.exec(page.body)?.[1]?.replaceAll('&amp;', '&');
    expect(src).toMatch(/^\/api\/image\?/);
    expect((await load(src!)).statusCode).toBe(200);
    const removed = await me.del<Drink>(`/drink/image?drinkId=${drink._id}`);
    expect(removed.data.image).toBeNull();
  });
});
