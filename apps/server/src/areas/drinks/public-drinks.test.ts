import { describe, expect, it } from 'vitest';
import type { Drink, DrinkCollection, PublicDrinkCollection, PublicDrinkPage } from '@ordna/contract/drinks';
import { publicDrinkCollectionAnswer, publicDrinkPageAnswer } from '@ordna/contract/drinks/answers';
import { drinksRefusals } from '@ordna/contract/drinks/refusals';
import type { User } from '@ordna/contract/auth';
import { body, signUp } from '../../testing/test-app.test-kit';
import { useTestApp } from '../../testing/use-test-app.test-kit';
import { STOCK_FRESH_MS } from './public-page-cache';
import { barWith, collectionWith, drinksClient, type DrinksClient } from './drinks.test-kit';

/** Public pages (docs/architecture.md, "Public pages"): readable without sign-in, only what was made public. */

let owner: User;
let me: DrinksClient;
const t = useTestApp(async ({ app }) => {
  owner = await signUp(app);
  me = drinksClient(app, owner);
});

const anonymous = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

async function publicMenu() {
  const bar = await barWith(me, { Whisky: { quantity: 2, unit: 'cl' }, Gin: { quantity: 1, unit: 'l' } });
  const { collection, drinks } = await collectionWith(me, `Menu ${Math.random()}`, [
    { name: 'Open <b>Spritz</b>', public: true, method: 'Build "on" ice & top up', notes: 'owner-only note' },
    { name: 'Hidden Martini', notes: 'private' },
    {
      name: 'Linked Sour',
      public: true,
      ingredients: [{ name: 'Whisky', amount: 5, unit: 'cl', foodItemId: bar.Whisky }],
    },
    { name: 'Gin Rickey', public: true, ingredients: [{ name: 'Gin', amount: 5, unit: 'cl', foodItemId: bar.Gin }] },
  ]);
  const made = await me.put<DrinkCollection>('/drink-collection', { drinkCollectionId: collection._id, public: true });
  return { collection: made.data, drinks, bar };
}

describe('a public collection', () => {
  it('is readable without sign-in, showing only its public drinks and never the owner', async () => {
    const { collection, bar } = await publicMenu();
    expect(collection.publicId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const json = await anonymous(`/api/public/drink-collection?publicId=${collection.publicId}`);
    expect(json.statusCode).toBe(200);
    const answer = publicDrinkCollectionAnswer.parse(body<PublicDrinkCollection>(json).data);
    expect(answer.drinks.map((drink) => drink.name)).toEqual(['Gin Rickey', 'Linked Sour', 'Open <b>Spritz</b>']);
    expect(answer.drinks[0]).toMatchObject({ canMake: true, ingredients: [{ name: 'Gin', inStock: true }] });
    expect(answer.drinks[1]).toMatchObject({ canMake: false, ingredients: [{ name: 'Whisky', inStock: false }] });
    for (const text of [
      'Hidden Martini',
      'private',
      'owner-only note',
      owner.username,
      owner._id,
      collection._id,
      bar.Gin!,
    ]) {
      expect(json.body).not.toContain(text);
    }

    const page = await anonymous(`/public/drink-collection/${collection.publicId}`, { 'accept-language': 'en' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('public, max-age=60');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.body).toContain('Open &lt;b&gt;Spritz&lt;/b&gt;');
    expect(page.body).toContain('Build &quot;on&quot; ice &amp; top up');
    expect(page.body).not.toContain('<b>Spritz');
    expect(page.body).not.toContain('<script');
    for (const text of ['Hidden Martini', 'owner-only note', owner.username, owner._id, collection._id, bar.Gin!]) {
      expect(page.body).not.toContain(text);
    }
  });

  it('answers 304 to a matching If-None-Match, and speaks Swedish when asked', async () => {
    const { collection } = await publicMenu();
    const url = `/public/drink-collection/${collection.publicId}`;
    const first = await anonymous(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await anonymous(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const swedish = await anonymous(url, { 'accept-language': 'sv-SE,sv;q=0.9,en;q=0.8' });
    expect(swedish.body).toContain('<html lang="sv"');
    expect(swedish.body).toContain('3 drinkar');
    expect(swedish.headers.etag).not.toBe(etag);
  });

  it('shows guests the name the owner chose, and only what can be made when asked', async () => {
    const { collection } = await publicMenu();
    await me.put('/drink-collection', {
      drinkCollectionId: collection._id,
      displayName: 'Anna’s bar',
      onlyInStock: true,
    });
    const answer = body<PublicDrinkCollection>(
      await anonymous(`/api/public/drink-collection?publicId=${collection.publicId}`),
    ).data;
    expect(answer).toMatchObject({
      name: 'Anna’s bar',
      displayName: 'Anna’s bar',
      onlyInStock: true,
      drinks: [{ name: 'Gin Rickey' }],
    });
    const page = await anonymous(`/public/drink-collection/${collection.publicId}`);
    expect(page.body).toContain('<h1>Anna’s bar</h1>');
    expect(page.body).toContain('<title>Anna’s bar</title>');
    expect(page.body).not.toContain(collection.name);
  });

  it('with no name chosen for guests shows "Drink menu" and never the collection’s own name', async () => {
    const { collection } = await publicMenu();
    const answer = body<PublicDrinkCollection>(
      await anonymous(`/api/public/drink-collection?publicId=${collection.publicId}`),
    ).data;
    expect(answer.name).toBe('');
    const page = await anonymous(`/public/drink-collection/${collection.publicId}`, { 'accept-language': 'en' });
    expect(page.body).toContain('<h1>Drink menu</h1>');
    expect(page.body).not.toContain(collection.name);
  });

  it('never tells guests "0 drinks": an empty menu says why, and the owner can make every drink public at once', async () => {
    const made = await collectionWith(me, `Quiet ${Math.random()}`, [{ name: 'Negroni' }, { name: 'Paloma' }]);
    const opened = await me.put<DrinkCollection>('/drink-collection', {
      drinkCollectionId: made.collection._id,
      public: true,
    });
    const url = `/public/drink-collection/${opened.data.publicId}`;
    const empty = await anonymous(url, { 'accept-language': 'en' });
    expect(empty.body).not.toMatch(/\b0 drinks/);
    expect(empty.body).toContain('No drinks to show yet.');

    // The owner makes every drink public in one call; two at once give each drink one address.
    const published = await Promise.all([
      me.put<DrinkCollection>('/drink-collection', { drinkCollectionId: made.collection._id, publishDrinks: true }),
      me.put<DrinkCollection>('/drink-collection', { drinkCollectionId: made.collection._id, publishDrinks: true }),
    ]);
    expect(published.map((one) => one.status)).toEqual([200, 200]);
    const drinks = (await me.get<DrinkCollection>(`/drink-collection?drinkCollectionId=${made.collection._id}`)).data
      .drinks;
    expect(drinks.every((drink) => drink.publicId !== null)).toBe(true);
    expect(new Set(drinks.map((drink) => drink.publicId)).size).toBe(2);
    const full = await anonymous(url, { 'accept-language': 'en' });
    expect(full.body).toContain('2 drinks');
    expect(full.body).toContain('Negroni');
  });

  it('is gone (404) when switched off, and gets a new public id when switched on again', async () => {
    const { collection } = await publicMenu();
    const old = collection.publicId!;
    await me.put('/drink-collection', { drinkCollectionId: collection._id, public: false });
    const api = await anonymous(`/api/public/drink-collection?publicId=${old}`);
    expect(api.statusCode).toBe(404);
    expect(body(api).code).toBe(drinksRefusals.publicNotFound.code);
    const page = await anonymous(`/public/drink-collection/${old}`);
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Not found');
    const again = await me.put<DrinkCollection>('/drink-collection', {
      drinkCollectionId: collection._id,
      public: true,
    });
    expect(again.data.publicId).not.toBe(old);
    expect((await anonymous(`/public/drink-collection/${old}`)).statusCode).toBe(404);
    expect((await anonymous(`/public/drink-collection/${again.data.publicId}`)).statusCode).toBe(200);
  });

  it('shows a change to its drinks at once, and a change of stock within the page cache’s freshness', async () => {
    const { collection, drinks, bar } = await publicMenu();
    const url = `/public/drink-collection/${collection.publicId}`;
    expect((await anonymous(url)).body).toContain('Gin Rickey');
    await me.put('/drink', { drinkId: drinks[3]!._id, name: 'Gin Fizz' });
    const renamed = (await anonymous(url)).body;
    expect(renamed).toContain('Gin Fizz');
    expect(renamed).not.toContain('Gin Rickey');
    await me.put('/drink', { drinkId: drinks[3]!._id, public: false });
    expect((await anonymous(url)).body).not.toContain('Gin Fizz');

    await me.put('/drink', { drinkId: drinks[3]!._id, public: true });
    expect((await anonymous(url)).body).toMatch(/Gin Fizz<\/h2><span class="ok">/);
    await me.put('/storage-item', { storageItemId: bar.Gin, quantity: 0 });
    t.clock.advance(STOCK_FRESH_MS);
    expect((await anonymous(url)).body).toMatch(/Gin Fizz<\/h2><span class="no">/);
  });

  it('answers unknown and malformed public ids 404', async () => {
    for (const id of ['x', 'A'.repeat(22), '..%2F..%2Fetc', '%00', 'a'.repeat(90)]) {
      expect((await anonymous(`/public/drink-collection/${id}`)).statusCode).toBe(404);
      expect((await anonymous(`/public/drink/${id}`)).statusCode).toBe(404);
      expect(
        (await anonymous(`/api/public/drink?publicId=${encodeURIComponent(id)}`)).statusCode,
      ).toBeGreaterThanOrEqual(400);
    }
  });
});

describe('a public drink', () => {
  it('has a page of its own while public, and none after', async () => {
    const { drinks } = await publicMenu();
    const drink = drinks[0]!;
    expect(drink.publicId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const json = await anonymous(`/api/public/drink?publicId=${drink.publicId}`);
    expect(publicDrinkPageAnswer.parse(body<PublicDrinkPage>(json).data).drink.name).toBe('Open <b>Spritz</b>');
    expect(json.body).not.toContain('owner-only note');
    const page = await anonymous(`/public/drink/${drink.publicId}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Open &lt;b&gt;Spritz&lt;/b&gt;</h1>');

    const off = await me.put<Drink>('/drink', { drinkId: drink._id, public: false });
    expect(off.data.publicId).toBeNull();
    expect((await anonymous(`/public/drink/${drink.publicId}`)).statusCode).toBe(404);
    expect((await anonymous(`/api/public/drink?publicId=${drink.publicId}`)).statusCode).toBe(404);
  });

  it('of a private collection is never listed anywhere public', async () => {
    const { collection, drinks } = await collectionWith(me, 'Private shelf', [{ name: 'Lone public', public: true }]);
    expect(collection.publicId).toBeNull();
    expect((await anonymous(`/public/drink/${drinks[0]!.publicId}`)).statusCode).toBe(200);
    const rows = await t.db
      .selectFrom('drinkCollections')
      .select('publicId')
      .where('id', '=', collection._id)
      .execute();
    expect(rows).toEqual([{ publicId: null }]);
  });
});
