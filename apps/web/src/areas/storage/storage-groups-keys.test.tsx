import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../api/session';
import StorageGroupsPage from './StorageGroupsPage';
import { renderRoutes } from '../../test/providers.test-kit';
import { signInForTest, stubServer } from '../../test/session.test-kit';

afterEach(() => {
  act(() => session.clear());
  vi.unstubAllGlobals();
});

const ok = (data: unknown) => ({ status: 200, body: { status: true, data } });

/**
 * The lists that lacked a key of the four every list item takes (Enter, Delete, Ctrl+C, Ctrl+N):
 * each now opens, asks before deleting, copies and adds from the keyboard. (The notes lists are
 * walked in areas/notes/notes-list-keys.test.tsx; every list names all four keys, or it does not
 * compile: shared/use-list-shortcuts.ts.)
 */
describe.each([
  {
    list: 'storage groups',
    path: '/storage-groups',
    page: <StorageGroupsPage />,
    answers: {
      'GET /api/storage-group': ok([{ _id: 'g-1', name: 'Freezer', itemCount: 3 }]),
      'GET /api/storage-item': ok([]),
      'DELETE /api/storage-group': ok(null),
    },
    name: 'Freezer',
    opens: '/storage-group/g-1',
    dialog: 'Delete “Freezer”?',
    confirm: 'Delete group',
    deletes: '/api/storage-group?storageGroupId=g-1',
    addTitle: 'New storage group',
  },
])('the $list list from the keyboard', (list) => {
  it('opens with Enter, asks before deleting with Delete, copies with Ctrl+C and adds with Ctrl+N', async () => {
    signInForTest();
    const server = stubServer(list.answers);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { router } = renderRoutes(
      [
        { path: list.path, element: list.page },
        { path: list.opens, element: <p>opened</p> },
      ],
      list.path,
    );
    const row = (await screen.findByRole('link', { name: list.name })).closest<HTMLElement>('[data-list-index]')!;

    fireEvent.keyDown(row, { key: 'c', ctrlKey: true });
    expect(writeText).toHaveBeenCalledWith(list.name);

    fireEvent.keyDown(row, { key: 'n', ctrlKey: true });
    const adding = await screen.findByRole('dialog', { name: list.addTitle });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(adding).not.toBeInTheDocument());

    fireEvent.keyDown(row, { key: 'Delete' });
    const dialog = await screen.findByRole('dialog', { name: list.dialog });
    await userEvent.click(within(dialog).getByRole('button', { name: list.confirm }));
    await waitFor(() => expect(server.calls.find((call) => call.method === 'DELETE')?.path).toBe(list.deletes));

    fireEvent.keyDown(row, { key: 'Enter' });
    expect(router.state.location.pathname).toBe(list.opens);
  });
});
