import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FOOD_CATEGORIES } from '@ordna/contract/kernel/food-categories';
import type { ShoppingList } from '@ordna/contract/shopping';
import { renderWithProviders } from '../../test/providers.test-kit';
import { endTestSession, signInForTest, stubServer } from '../../test/session.test-kit';
import { ShoppingListView } from './ShoppingListView';
import { shoppingItem } from './shopping.test-kit';

afterEach(endTestSession);

const item = (_id: string, name: string, position: number) => shoppingItem(_id, name, position, 'l1');
const list: ShoppingList = {
  _id: 'l1',
  name: 'Groceries',
  itemCount: 3,
  uncheckedCount: 3,
  categoryOrder: [...FOOD_CATEGORIES],
  items: [item('1', 'milk', 0), item('2', 'onions', 1), item('3', 'lökar', 2)],
};

describe('a list by category', () => {
  it('shows items under their category and moves a whole category when asked', async () => {
    signInForTest();
    const server = stubServer({
      'GET /api/shopping-list': { status: 200, body: { status: true, data: list } },
      'PUT /api/shopping-list/category-order': { status: 200, body: { status: true, data: list } },
    });
    renderWithProviders(<ShoppingListView listId="l1" />, '/specific-shopping-list/l1');
    const produce = await screen.findByRole('group', { name: 'Fruit & veg' });
    expect(produce).toHaveTextContent(/onions.*lökar/);
    expect(screen.getByRole('group', { name: 'Dairy' })).toHaveTextContent('milk');

    await userEvent.click(screen.getByRole('button', { name: 'Move Dairy up' }));
    await waitFor(() =>
      expect(server.calls.some((call) => call.path === '/api/shopping-list/category-order')).toBe(true),
    );
    const sent = server.calls.find((call) => call.path === '/api/shopping-list/category-order')!.body as {
      categoryOrder: string[];
    };
    expect(sent.categoryOrder.indexOf('dairy')).toBeLessThan(sent.categoryOrder.indexOf('produce'));
  });
});
