import { Notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { renderWithProviders } from '../../test/providers.test-kit';

// The plugin's registration module talks to a real service worker, which jsdom has not: this
// stands in for it, handing back the callbacks the app gives so the test can play the worker.
const registered: RegisterSWOptions[] = [];
const updateWorker = vi.fn((_reload?: boolean) => Promise.resolve());
vi.mock('virtual:pwa-register', () => ({
  registerSW: (options: RegisterSWOptions) => {
    registered.push(options);
    return updateWorker;
  },
}));

const { registerWorker } = await import('./register-worker');

describe('the update prompt', () => {
  beforeEach(() => {
    registered.length = 0;
    updateWorker.mockClear();
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  });

  it('offers Reload when a new version waits, and Reload lets it take over', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Notifications />);
    registerWorker();
    expect(registered).toHaveLength(1);
    expect(registered[0]?.immediate).toBe(true);

    act(() => registered[0]?.onNeedRefresh?.());
    const toast = await screen.findByTestId('action-toast');
    expect(toast).toHaveTextContent('Update available — a new version of Ordna is ready.');
    expect(updateWorker).not.toHaveBeenCalled();
    await user.click(within(toast).getByRole('button', { name: 'Reload' }));
    expect(updateWorker).toHaveBeenCalledWith(true);
    await waitFor(() => expect(screen.queryByTestId('action-toast')).not.toBeInTheDocument());
  });

  it('shows one offer however often a new version is found', async () => {
    renderWithProviders(<Notifications />);
    registerWorker();
    act(() => registered[0]?.onNeedRefresh?.());
    await screen.findByTestId('action-toast');
    act(() => registered[0]?.onNeedRefresh?.());
    await screen.findByTestId('action-toast');
    expect(screen.getAllByTestId('action-toast')).toHaveLength(1);
  });
});
