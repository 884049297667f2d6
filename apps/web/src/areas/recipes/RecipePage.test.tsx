import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Recipe, RecipeCollection } from '@ordna/contract/recipes';
import { session } from '../../api/session';
import { renderRoutes } from '../../test/providers.test-kit';
import { signInForTest, stubServer } from '../../test/session.test-kit';
import RecipePage from './RecipePage';

afterEach(() => {
  act(() => session.clear());
  vi.unstubAllGlobals();
});

const collection: RecipeCollection = {
  _id: 'c1',
  name: 'Dinners',
  createdDateTime: '2026-11-01T10:00:00.000Z',
  recipeCount: 1,
};

describe('a recipe page', () => {
  it('asks for its collection only once it knows which, so no call is refused on the way', async () => {
    signInForTest();
    const server = stubServer({
      'GET /api/recipe': (request) => {
        const recipe: Recipe = {
          _id: 'r1',
          collectionId: 'c1',
          name: 'Pancakes',
          createdDateTime: collection.createdDateTime,
          ingredients: [{ line: '3 eggs', quantity: 3, unit: null, food: 'eggs', note: '', foodItemId: null }],
          steps: ['Whisk.'],
          url: '',
          servings: 2,
          prepMinutes: null,
          cookMinutes: null,
          totalMinutes: null,
          imageUrl: '',
          notes: '',
        };
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
