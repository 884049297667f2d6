import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Recipe, RecipeCollection } from '@ordna/contract/recipes';
import { renderRoutes } from '../../test/providers.test-kit';
import { endTestSession, signInForTest, stubServer } from '../../test/session.test-kit';
import RecipePage from './RecipePage';

afterEach(endTestSession);

const collection: RecipeCollection = {
  _id: 'c1',
  name: 'Dinners',
  createdDateTime: '2026-11-01T10:00:00.000Z',
  recipeCount: 1,
};

/** A recipe in the collection above: Pancakes, with `image` and, when given, its ingredients and steps. */
const recipeOf = (
  image: string | null,
  cooking: Pick<Recipe, 'ingredients' | 'steps'> = { ingredients: [], steps: [] },
): Recipe => ({
  _id: 'r1',
  collectionId: 'c1',
  name: 'Pancakes',
  createdDateTime: collection.createdDateTime,
  ...cooking,
  url: '',
  servings: 2,
  prepMinutes: null,
  cookMinutes: null,
  totalMinutes: null,
  imageUrl: '',
  image,
  notes: '',
});

describe('a recipe page', () => {
  it('asks for its collection only once it knows which, so no call is refused on the way', async () => {
    signInForTest();
    const server = stubServer({
      'GET /api/recipe': (request) => {
        const recipe = recipeOf(null, {
          ingredients: [{ line: '3 eggs', quantity: 3, unit: null, food: 'eggs', note: '', foodItemId: null }],
          steps: ['Whisk.'],
        });
        expect(new URL(request.url).searchParams.get('recipeId')).toBe('r1');
        return { status: 200, body: { status: true, data: recipe } };
      },
      'GET /api/recipe-collection': { status: 200, body: { status: true, data: collection } },
    });
    renderRoutes([{ path: '/recipe/:recipeId', element: <RecipePage /> }], '/recipe/r1');
    expect(await screen.findByRole('link', { name: 'Dinners' })).toBeInTheDocument();
    const collectionCalls = server.calls.filter((call) => call.path.startsWith('/api/recipe-collection'));
    expect(collectionCalls.map((call) => call.path)).toEqual(['/api/recipe-collection?collectionId=c1']);
  });
});

describe('a recipe’s picture', () => {
  const served = '/api/image?imageId=i1&until=1&signature=s';

  it('uploads a chosen picture and shows it from the app’s own origin', async () => {
    signInForTest();
    let kept: string | null = null;
    const server = stubServer({
      'GET /api/recipe': () => ({ status: 200, body: { status: true, data: recipeOf(kept) } }),
      'GET /api/recipe-collection': { status: 200, body: { status: true, data: collection } },
      'PUT /api/recipe/image': () => {
        kept = served;
        return { status: 200, body: { status: true, data: recipeOf(kept) } };
      },
    });
    const { container } = renderRoutes([{ path: '/recipe/:recipeId', element: <RecipePage /> }], '/recipe/r1');
    await screen.findByRole('button', { name: 'Choose a picture' });
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File([bytes], 'pancakes.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Pancakes' })).toHaveAttribute('src', served));
    const put = server.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ recipeId: 'r1', picture: btoa(String.fromCharCode(...bytes)) });
    expect(screen.getByRole('button', { name: 'Remove picture' })).toBeInTheDocument();
  });

  it('refuses a dropped file that is not a picture, or is over 10 MiB, and sends nothing', async () => {
    signInForTest();
    const server = stubServer({
      'GET /api/recipe': { status: 200, body: { status: true, data: recipeOf(null) } },
      'GET /api/recipe-collection': { status: 200, body: { status: true, data: collection } },
    });
    renderRoutes([{ path: '/recipe/:recipeId', element: <RecipePage /> }], '/recipe/r1');
    const zone = await screen.findByTestId('picture-drop');
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('That file is not a picture.');
    const large = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    fireEvent.drop(zone, { dataTransfer: { files: [large] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('That picture is too large.');
    expect(server.calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });
});
