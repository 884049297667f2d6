import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldLoad } from '../shared/lazy/held-load.test-kit';
import { notifySuccess } from '../shared/notify';
import { renderWithProviders } from '../test/providers.test-kit';
import Toasts from './Toasts';
import { toastsOnceShown } from './ToastsOnceShown';

/** The app's toasts container, whose chunk comes when the test says (a cold load on a slow network). */
function heldToasts() {
  const held = heldLoad({ default: Toasts });
  const load = vi.fn(held.load);
  return { ToastsOnceShown: toastsOnceShown(load), load, release: () => act(async () => held.release()) };
}

afterEach(() => act(() => notifications.clean()));

describe('the toasts container', () => {
  it('is not fetched while no toast has been shown', () => {
    const { ToastsOnceShown, load } = heldToasts();
    renderWithProviders(<ToastsOnceShown />);
    expect(load).not.toHaveBeenCalled();
  });

  it('is fetched by the first toast, which waits for it and then appears where toasts go', async () => {
    const { ToastsOnceShown, load, release } = heldToasts();
    renderWithProviders(<ToastsOnceShown />);
    act(() => notifySuccess('Saved'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    await release();
    const toast = await screen.findByText('Saved');
    // jsdom's screen is narrow (no media query matches): a phone's place, at the foot.
    expect(toast.closest('[data-position]')).toHaveAttribute('data-position', 'bottom-center');
    act(() => notifySuccess('Saved again'));
    expect(await screen.findByText('Saved again')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is fetched again by the next toast when the first fetch failed, and the waiting toasts appear with it', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Toasts }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Toasts });
    const ToastsOnceShown = toastsOnceShown(load);
    renderWithProviders(<ToastsOnceShown />);
    await act(async () => notifySuccess('Saved on this device'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Saved on this device')).not.toBeInTheDocument();
    await act(async () => notifySuccess('Sent'));
    expect(load).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Saved on this device')).toBeInTheDocument();
    expect(await screen.findByText('Sent')).toBeInTheDocument();
  });
});
