import { describe, expect, it } from 'vitest';
import type { Drink, DrinkCollection, DrinkCollectionSummary } from '@ordna/contract/drinks';
import { drinkAnswer, drinkCollectionAnswer, drinkCollectionSummaryAnswer } from '@ordna/contract/drinks/answers';
import { drinksRefusals } from '@ordna/contract/drinks/refusals';
import { signUp } from '../../testing/test-app.test-kit';
import { signUpPeople, useTestApp } from '../../testing/use-test-app.test-kit';
import { barWith, collectionWith, drinksClient, type DrinksClient } from './drinks.test-kit';

let me: DrinksClient;
let other: DrinksClient;
const t = useTestApp(async ({ app }) => {
  ({ me, other } = await signUpPeople(app, ['me', 'other'], drinksClient));
});

const negroni = {
  name: 'Negroni',
  ingredients: [
    { name: 'Gin', amount: 3, unit: 'cl' },
    { name: 'Campari', amount: 3, unit: 'cl', foodItemId: 'campari' },
    { name: 'Orange peel' },
  ],
  method: 'Stir with ice.\nStrain.',
  glass: 'Rocks',
  garnish: 'Orange',
  notes: 'Dad likes it',
  imageUrl: 'https://example.com/negroni.jpg',
  tags: ['bitter', 'classic', 'bitter'],
};

describe('drink collections and drinks', () => {
  it('are created, listed, read, changed and deleted with their drinks', async () => {
    const bar = await barWith(me, { Campari: { quantity: 2, unit: 'cl' } });
    const linked = {
      ...negroni,
      ingredients: negroni.ingredients.map((i) => ({ ...i, ...(i.foodItemId && { foodItemId: bar.Campari }) })),
    };
    const { collection, drinks } = await collectionWith(me, 'Home bar', [linked, { name: 'Americano' }]);
    expect(drinkCollectionAnswer.parse(collection)).toEqual({
      _id: collection._id,
      name: 'Home bar',
      publicId: null,
      onlyInStock: false,
      displayName: '',
      drinks: [],
    });
    const made = drinkAnswer.parse(drinks[0]);
    expect(made).toMatchObject({
      name: 'Negroni',
      drinkCollectionId: collection._id,
      ingredients: [
        { name: 'Gin', amount: 3, unit: 'cl', foodItemId: null, inStock: null },
        { name: 'Campari', amount: 3, unit: 'cl', foodItemId: bar.Campari, inStock: false },
        { name: 'Orange peel', amount: null, unit: '', foodItemId: null, inStock: null },
      ],
      method: 'Stir with ice.\nStrain.',
      tags: ['bitter', 'classic'],
      publicId: null,
      canMake: false,
    });
    expect(drinkAnswer.parse(drinks[1]).canMake).toBeNull();

    const list = await me.get<DrinkCollectionSummary[]>('/drink-collection');
    expect(drinkCollectionSummaryAnswer.array().parse(list.data)).toEqual([
      { _id: collection._id, name: 'Home bar', publicId: null, onlyInStock: false, displayName: '', drinkCount: 2 },
    ]);
    const one = await me.get<DrinkCollection>(`/drink-collection?drinkCollectionId=${collection._id}`);
    expect(one.data.drinks.map((drink) => drink.name)).toEqual(['Americano', 'Negroni']);

    const changed = await me.put<Drink>('/drink', { drinkId: made._id, name: 'Boulevardier', tags: [] });
    expect(changed.data).toMatchObject({ name: 'Boulevardier', tags: [], glass: 'Rocks' });
    expect((await me.get<Drink>(`/drink?drinkId=${made._id}`)).data).toEqual(changed.data);

    const renamed = await me.put<DrinkCollection>('/drink-collection', {
      drinkCollectionId: collection._id,
      name: 'Bar',
    });
    expect(renamed.data.name).toBe('Bar');

    expect((await me.del(`/drink?drinkId=${made._id}`)).status).toBe(200);
    expect((await me.get(`/drink?drinkId=${made._id}`)).status).toBe(404);
    expect((await me.del(`/drink-collection?drinkCollectionId=${collection._id}`)).status).toBe(200);
    expect((await me.get(`/drink-collection?drinkCollectionId=${collection._id}`)).status).toBe(404);
    expect(
      await t.db.selectFrom('drinks').select('id').where('drinkCollectionId', '=', collection._id).execute(),
    ).toEqual([]);
  });

  it('can be made when every linked ingredient is in stock, and say so as stock changes', async () => {
    const bar = await barWith(me, { Gin: { quantity: 0.7, unit: 'l' }, Lime: { quantity: 1 } });
    const { drinks } = await collectionWith(me, 'Sours', [
      {
        name: 'Gimlet',
        ingredients: [
          { name: 'gin', amount: 5, unit: 'cl', foodItemId: bar.Gin },
          { name: 'lime', amount: 1, foodItemId: bar.Lime },
          { name: 'sugar' },
        ],
      },
    ]);
    expect(drinks[0]!.canMake).toBe(true);
    await me.put('/storage-item', { storageItemId: bar.Lime, quantity: 0 });
    const after = await me.get<Drink>(`/drink?drinkId=${drinks[0]!._id}`);
    expect(after.data.canMake).toBe(false);
    expect(after.data.ingredients.map((ingredient) => ingredient.inStock)).toEqual([true, false, null]);
  });

  it('refuse an ingredient that points at a storage item the owner does not see', async () => {
    const { collection } = await collectionWith(me, 'Strangers');
    const theirs = await barWith(other, { Rum: { quantity: 1, unit: 'l' } });
    for (const foodItemId of [theirs.Rum, 'no-such-item']) {
      const answer = await me.post('/drink', {
        drinkCollectionId: collection._id,
        name: 'Borrowed',
        ingredients: [{ name: 'rum', foodItemId }],
      });
      expect(answer).toMatchObject({ status: 400, code: drinksRefusals.storageItemNotFound.code });
    }
  });

  it('refuse bad input, naming the refusal', async () => {
    const { collection } = await collectionWith(me, 'Refusals');
    const drinkCollectionId = collection._id;
    const cases: [Record<string, unknown>, string][] = [
      [{ drinkCollectionId, name: ' ' }, drinksRefusals.nameRequired.code],
      [{ drinkCollectionId, name: 'x'.repeat(101) }, drinksRefusals.nameTooLong.code],
      [{ drinkCollectionId, name: 'a', ingredients: [{ name: '' }] }, drinksRefusals.ingredientNameRequired.code],
      [{ drinkCollectionId, name: 'a', ingredients: [{ name: 'g', amount: 0 }] }, drinksRefusals.amountOutOfRange.code],
      [
        { drinkCollectionId, name: 'a', ingredients: [{ name: 'g', amount: 'two' }] },
        drinksRefusals.amountOutOfRange.code,
      ],
      [
        { drinkCollectionId, name: 'a', ingredients: Array(31).fill({ name: 'g' }) },
        drinksRefusals.tooManyIngredients.code,
      ],
      [{ drinkCollectionId, name: 'a', imageUrl: 'javascript:alert(1)' }, drinksRefusals.imageUrlInvalid.code],
      [{ drinkCollectionId, name: 'a', tags: ['x'.repeat(41)] }, drinksRefusals.tagsInvalid.code],
      [{ drinkCollectionId, name: 'a', method: 'x'.repeat(4001) }, drinksRefusals.textTooLong.code],
      [{ drinkCollectionId, name: 'a', public: 'yes' }, 'common.invalidInput'],
    ];
    for (const [payload, code] of cases) {
      expect(await me.post('/drink', payload), JSON.stringify(payload).slice(0, 80)).toMatchObject({
        status: 400,
        code,
      });
    }
    expect(await me.post('/drink', { name: 'a' })).toMatchObject({
      status: 400,
      message: 'drinkCollectionId is required',
    });
    expect(await me.post('/drink-collection', { name: '' })).toMatchObject({
      status: 400,
      code: drinksRefusals.collectionNameRequired.code,
    });
    expect(await me.post('/drink-collection', { name: 'refusals' })).toMatchObject({
      status: 409,
      code: drinksRefusals.duplicateCollection.code,
    });
    expect(await me.put('/drink-collection', { drinkCollectionId, displayName: 'x'.repeat(61) })).toMatchObject({
      status: 400,
      code: drinksRefusals.displayNameTooLong.code,
    });
  });

  it('answer another person 404 for every id, and change nothing of the owner', async () => {
    const { collection, drinks } = await collectionWith(me, 'Mine', [{ name: 'Secret sour' }]);
    const drinkId = drinks[0]!._id;
    const drinkCollectionId = collection._id;
    const notFound = [
      await other.get(`/drink-collection?drinkCollectionId=${drinkCollectionId}`),
      await other.put('/drink-collection', { drinkCollectionId, name: 'Taken' }),
      await other.put('/drink-collection', { drinkCollectionId, public: true }),
      await other.del(`/drink-collection?drinkCollectionId=${drinkCollectionId}`),
      await other.post('/drink', { drinkCollectionId, name: 'Sneaky' }),
      await other.get(`/drink?drinkId=${drinkId}`),
      await other.put('/drink', { drinkId, name: 'Changed' }),
      await other.del(`/drink?drinkId=${drinkId}`),
    ];
    expect(notFound.map((answer) => answer.status)).toEqual(notFound.map(() => 404));
    const theirs = await collectionWith(other, 'Theirs');
    const moved = await me.put('/drink', { drinkId, drinkCollectionId: theirs.collection._id });
    expect(moved).toMatchObject({ status: 404, code: drinksRefusals.collectionNotFound.code });
    const still = await me.get<DrinkCollection>(`/drink-collection?drinkCollectionId=${drinkCollectionId}`);
    expect(still.data).toMatchObject({ name: 'Mine', publicId: null, drinks: [{ name: 'Secret sour' }] });
    expect((await other.get<DrinkCollectionSummary[]>('/drink-collection')).data.map((c) => c.name)).toEqual([
      'Theirs',
    ]);
  });

  it('move a drink between its owner’s collections', async () => {
    const from = await collectionWith(me, 'From', [{ name: 'Traveller' }]);
    const to = await collectionWith(me, 'To');
    const drinkId = from.drinks[0]!._id;
    const moved = await me.put<Drink>('/drink', { drinkId, drinkCollectionId: to.collection._id });
    expect(moved.data.drinkCollectionId).toBe(to.collection._id);
    const target = await me.get<DrinkCollection>(`/drink-collection?drinkCollectionId=${to.collection._id}`);
    expect(target.data.drinks.map((drink) => drink._id)).toEqual([drinkId]);
  });

  it('are shared: an editor adds drinks and sees who shared, but only the owner makes things public', async () => {
    const editorUser = await signUp(t.app);
    const editor = drinksClient(t.app, editorUser);
    const { collection } = await collectionWith(me, 'Shared bar');
    const drinkCollectionId = collection._id;
    const share = await me.post('/share', {
      kind: 'drinkCollection',
      id: drinkCollectionId,
      username: editorUser.username,
      role: 'editor',
    });
    expect(share.status).toBe(201);
    const added = await editor.post<Drink>('/drink', { drinkCollectionId, name: 'Guest sour' });
    expect(added.status).toBe(201);
    const list = await editor.get<DrinkCollectionSummary[]>('/drink-collection');
    expect(list.data).toMatchObject([{ name: 'Shared bar', drinkCount: 1, sharedBy: { role: 'editor' } }]);
    for (const answer of [
      await editor.put('/drink-collection', { drinkCollectionId, public: true }),
      await editor.put('/drink', { drinkId: added.data._id, public: true }),
      await editor.post('/drink', { drinkCollectionId, name: 'Loud', public: true }),
      await editor.del(`/drink-collection?drinkCollectionId=${drinkCollectionId}`),
    ]) {
      expect(answer).toMatchObject({ status: 400, code: 'sharing.ownerOnly' });
    }
    const mine = await me.get<DrinkCollection>(`/drink-collection?drinkCollectionId=${drinkCollectionId}`);
    expect(mine.data).toMatchObject({ publicId: null, drinks: [{ name: 'Guest sour', publicId: null }] });
  });

  it('refuse all of it without sign-in', async () => {
    for (const url of ['/api/drink-collection', '/api/drink?drinkId=x']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
