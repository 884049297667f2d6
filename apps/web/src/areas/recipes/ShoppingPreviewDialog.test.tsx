import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecipeShoppingLine } from '@ordna/contract/recipes/answers';
import { renderWithProviders } from '../../test/providers.test-kit';
import { endTestSession, signInForTest, stubServer } from '../../test/session.test-kit';
import { RecipeActions } from './RecipeActions';

afterEach(endTestSession);

const lines: RecipeShoppingLine[] = [
  {
    index: 0,
    food: 'onion',
    note: 'finely chopped',
    quantity: 1,
    unit: null,
    inStorage: 'some',
    storageLine: '1 Onions',
  },
  {
    index: 1,
    food: 'feta',
    note: 'crumbled',
    quantity: 100,
    unit: 'g',
    inStorage: 'enough',
    storageLine: '200 g Feta',
  },
  { index: 2, food: 'tomatoes', note: '', quantity: 2, unit: 'can', inStorage: 'none', storageLine: '' },
];

describe('Add missing to shopping list', () => {
  it('previews each line before adding, storage-covered lines unticked, and sends only what stays ticked', async () => {
    signInForTest();
    const server = stubServer({
      'POST /api/recipe/shopping-list/preview': { status: 200, body: { status: true, data: { lines } } },
      'POST /api/recipe/shopping-list': {
        status: 200,
        body: { status: true, data: { listId: 'l1', count: 1, skipped: 2 } },
      },
    });
    renderWithProviders(<RecipeActions recipeId="r1" servings={4} name="Greek salad" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add missing to shopping list' }));

    const onion = await screen.findByRole('checkbox', { name: '1 onion' });
    const feta = screen.getByRole('checkbox', { name: '100 g feta' });
    const tomatoes = screen.getByRole('checkbox', { name: '2 can tomatoes' });
    expect([onion, feta, tomatoes].map((box) => (box as HTMLInputElement).checked)).toEqual([true, false, true]);
    expect(screen.getByText('crumbled · In storage: 200 g Feta')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.path === '/api/recipe/shopping-list')).toEqual([]);

    await userEvent.click(onion);
    await userEvent.click(screen.getByRole('button', { name: 'Add 1 item' }));
    await waitFor(() => expect(server.calls.some((call) => call.path === '/api/recipe/shopping-list')).toBe(true));
    const sent = server.calls.find((call) => call.path === '/api/recipe/shopping-list')!;
    expect(sent.body).toEqual({ recipeId: 'r1', servings: 4, lines: [2] });
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: '2 can tomatoes' })).not.toBeInTheDocument());
  });
});
