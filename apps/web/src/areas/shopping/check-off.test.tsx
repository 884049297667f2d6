import { Notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShoppingList } from '@ordna/contract/shopping';
import { renderWithProviders } from '../../test/providers.test-kit';
import { endTestSession, signInForTest } from '../../test/session.test-kit';
import { shoppingKeys } from './shopping-keys';
import { ShoppingListView } from './ShoppingListView';
import { json, shoppingItem, stubShoppingServer } from './shopping.test-kit';

afterEach(endTestSession);

/**
 * A server that works each check-off only when the test lets it answer (as a loaded server
 * does), so the test sees the list the person sees meanwhile; `refuse` answers a refusal instead.
 */
function slowServer() {
  const items = [shoppingItem('milk', 'milk', 0), shoppingItem('bread', 'bread', 1)];
  const held: { id: string; answer: (refuse?: boolean) => void }[] = [];
  const list = (): ShoppingList => ({
    _id: 'list1',
    name: 'Groceries',
    categoryOrder: [],
    itemCount: items.length,
    uncheckedCount: items.filter((item) => !item.checked).length,
    items: items.map((item) => ({ ...item })),
  });
  stubShoppingServer(list, (method, path, body) => {
    if (method !== 'PUT' || path !== '/api/shopping-item') return undefined;
    const { shoppingItemId, checked } = body as { shoppingItemId: string; checked: boolean };
    return new Promise<Response>((resolve) =>
      held.push({
        id: shoppingItemId,
        answer: (refuse = false) => {
          if (refuse) {
            resolve(json(400, { status: false, code: 'sharing.viewerCannotChange', message: 'Refused.' }));
            return;
          }
          const item = items.find((each) => each._id === shoppingItemId)!;
          Object.assign(item, { checked, checkedAt: checked ? Date.now() : null });
          resolve(json(200, { status: true, data: item }));
        },
      }),
    );
  });
  return { held };
}

/** The list opened, with milk's box clicked. */
async function checkMilk() {
  signInForTest();
  const server = slowServer();
  const { queryClient } = renderList();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('checkbox', { name: 'milk' }));
  return { server, queryClient, user };
}

function renderList() {
  return renderWithProviders(
    <>
      <Notifications />
      <ShoppingListView listId="list1" />
    </>,
    '/specific-shopping-list/list1',
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name });
const checkedSection = () => screen.getByRole('region', { name: /checked off/ });

describe('checking an item off', () => {
  it('is drawn at once, in the checked-off items, before the server answers', async () => {
    const { server, queryClient } = await checkMilk();

    await waitFor(() => expect(box('milk')).toBeChecked());
    expect(within(checkedSection()).getByRole('checkbox', { name: 'milk' })).toBeChecked();
    expect(server.held).toHaveLength(1);

    act(() => server.held[0]!.answer());
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(box('milk')).toBeChecked();
  });

  it('flips back, with the error, when the server refuses', async () => {
    const { server } = await checkMilk();
    await waitFor(() => expect(box('milk')).toBeChecked());

    await waitFor(() => expect(server.held).toHaveLength(1));
    act(() => server.held[0]!.answer(true));
    expect(await screen.findByText('Could not check the item off')).toBeInTheDocument();
    await waitFor(() => expect(box('milk')).not.toBeChecked());
    expect(screen.queryByRole('region', { name: /checked off/ })).toBeNull();
  });

  it('keeps a second box checked while the first one’s answer reads the list again', async () => {
    const { server, queryClient, user } = await checkMilk();
    await user.click(screen.getByRole('checkbox', { name: 'bread' }));
    await waitFor(() => expect(box('bread')).toBeChecked());

    // Milk answers first; the server has not worked bread's yet.
    await waitFor(() => expect(server.held.length).toBeGreaterThan(0));
    act(() => server.held[0]!.answer());
    await waitFor(() => expect(queryClient.isMutating()).toBe(1));
    const shown = queryClient.getQueryData<ShoppingList>(shoppingKeys.list('list1'));
    expect(shown?.items.map((item) => [item.name, item.checked])).toEqual([
      ['milk', true],
      ['bread', true],
    ]);
    expect(box('bread')).toBeChecked();

    await waitFor(() => expect(server.held).toHaveLength(2));
    act(() => server.held[1]!.answer());
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(box('milk')).toBeChecked();
    expect(box('bread')).toBeChecked();
  });
});
