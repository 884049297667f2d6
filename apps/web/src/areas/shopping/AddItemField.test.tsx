import { Notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShoppingItem, ShoppingList } from '@ordna/contract/shopping';
import { renderWithProviders } from '../../test/providers.test-kit';
import { endTestSession, signInForTest } from '../../test/session.test-kit';
import { ShoppingListView } from './ShoppingListView';
import { json, shoppingItem, stubShoppingServer } from './shopping.test-kit';

afterEach(endTestSession);

/**
 * A server that holds each add until the test lets it answer, so the test sees what the person
 * sees while the network is slow: the list as stored, and the adds in the order they arrived.
 */
function slowServer(refuse: (line: string) => boolean = () => false) {
  const stored: ShoppingItem[] = [];
  const waiting: { line: string; answer: () => void }[] = [];
  const list = (): ShoppingList => ({
    _id: 'list1',
    name: 'Groceries',
    categoryOrder: [],
    itemCount: 0,
    uncheckedCount: 0,
    items: stored,
  });
  stubShoppingServer(list, (method, path, body) => {
    if (method !== 'POST' || path !== '/api/shopping-item') return undefined;
    const { line } = body as { line: string };
    return new Promise<Response>((resolve) => {
      waiting.push({
        line,
        answer: () => {
          if (refuse(line)) {
            resolve(json(400, { status: false, code: 'shopping.whatToAdd', message: 'Refused.' }));
            return;
          }
          const item = { ...shoppingItem(`item${stored.length}`, line, stored.length) };
          stored.push(item);
          resolve(json(201, { status: true, data: { listId: 'list1', items: [item] } }));
        },
      });
    });
  });
  return { stored, waiting };
}

describe('adding items as fast as a person types', () => {
  it('clears the field at Enter, shows each line at once and sends them one after another in order', async () => {
    signInForTest();
    const server = slowServer();
    renderWithProviders(<ShoppingListView listId="list1" />, '/specific-shopping-list/list1');
    const field = await screen.findByRole('textbox', { name: 'Add an item' });
    const user = userEvent.setup();

    await user.type(field, 'minced beef{Enter}');
    expect(field).toHaveValue('');
    await user.type(field, 'rye bread{Enter}coffee{Enter}');
    expect(field).toHaveValue('');
    // All three show at once, in order, marked as waiting; the server has heard only the first.
    await waitFor(() => expect(screen.getAllByText('Saving…')).toHaveLength(3));
    expect(screen.getByText('minced beef')).toBeInTheDocument();
    expect(server.waiting.map((each) => each.line)).toEqual(['minced beef']);

    for (let answered = 0; answered < 3; answered++) {
      await waitFor(() => expect(server.waiting).toHaveLength(answered + 1));
      act(() => server.waiting[answered]!.answer());
    }
    await waitFor(() => expect(screen.queryByText('Saving…')).toBeNull());
    expect(server.stored.map((item) => item.name)).toEqual(['minced beef', 'rye bread', 'coffee']);
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    const names = screen.getAllByRole('checkbox').map((box) => box.closest('.mantine-Paper-root')?.textContent);
    // Shown by category: the bakery, then meat & fish, then dry goods.
    expect(names).toEqual(['rye bread', 'minced beef', 'coffee']);
  });

  it('takes a refused line out again, says which, and gives it back to an empty field', async () => {
    signInForTest();
    const server = slowServer((line) => line === 'feta');
    renderWithProviders(
      <>
        <Notifications />
        <ShoppingListView listId="list1" />
      </>,
      '/specific-shopping-list/list1',
    );
    const field = await screen.findByRole('textbox', { name: 'Add an item' });
    await userEvent.setup().type(field, 'feta{Enter}');
    expect(await screen.findByText('feta')).toBeInTheDocument();
    await waitFor(() => expect(server.waiting).toHaveLength(1));
    act(() => server.waiting[0]!.answer());
    expect(await screen.findByText('Could not add “feta”')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByRole('checkbox')).toHaveLength(0));
    expect(field).toHaveValue('feta');
  });
});
