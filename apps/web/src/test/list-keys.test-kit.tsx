import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../api/session';
import { renderRoutes } from './providers.test-kit';
import { signInForTest, stubServer } from './session.test-kit';

/** One list page walked by the four keys every list item takes. */
export interface ListKeysCase {
  /** The list's name in the test's title ("shopping lists"). */
  list: string;
  path: string;
  page: ReactElement;
  /** The stub server's answers: the list's reads and the item's DELETE. */
  answers: Parameters<typeof stubServer>[0];
  /** The item's name, as its link and as what Ctrl+C copies. */
  name: string;
  /** Where Enter goes. */
  opens: string;
  /** The confirmation Delete opens, its confirm button, and the DELETE it sends. */
  dialog: string;
  confirm: string;
  deletes: string;
  /** The dialog Ctrl+N opens. */
  addTitle: string;
}

/**
 * Walks each list from the keyboard (Enter opens, Delete asks first, Ctrl+C copies, Ctrl+N adds):
 * every list names all four keys (shared/use-list-shortcuts.ts), and these pages check they work.
 */
export function describeListKeys(cases: ListKeysCase[]): void {
  afterEach(() => {
    act(() => session.clear());
    vi.unstubAllGlobals();
  });

  describe.each(cases)('the $list list from the keyboard', (list) => {
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
}

export const okAnswer = (data: unknown) => ({ status: 200, body: { status: true, data } });
