import { vi } from 'vitest';
import type { ShoppingItem, ShoppingList } from '@ordna/contract/shopping';

/** An answer as the server sends it. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An item not yet checked off, at `position` in its list. */
export const shoppingItem = (_id: string, name: string, position: number, listId = 'list1'): ShoppingItem => ({
  _id,
  listId,
  name,
  quantity: null,
  unit: null,
  checked: false,
  checkedAt: null,
  position,
  foodItemId: null,
});

/**
 * Replaces fetch with a server that reads `list()` (GET /shopping-list; any other read answers an
 * empty list), hands every write to `write` (its method, path and body) and answers 404 to a write
 * `write` leaves (undefined).
 */
export function stubShoppingServer(
  list: () => ShoppingList,
  write: (method: string, path: string, body: unknown) => Promise<Response> | undefined,
) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      if (method === 'GET' && url.pathname === '/api/shopping-list') return json(200, { status: true, data: list() });
      if (method === 'GET') return json(200, { status: true, data: [] });
      const answer = write(method, url.pathname, init?.body ? JSON.parse(String(init.body)) : undefined);
      return answer ?? json(404, { status: false, code: 'common.notFound', message: 'Not found' });
    }),
  );
}
