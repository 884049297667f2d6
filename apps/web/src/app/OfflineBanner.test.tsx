import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from './OfflineBanner';
import { renderWithProviders } from '../test/providers.test-kit';
import { CONNECTIVITY_CHECK_INTERVAL_MS } from './use-connectivity';
import type { LiveListener } from '../api/live-stream';

/** Lets the pending ping promise settle and React re-render. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('OfflineBanner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stays empty while the server answers', async () => {
    const ping = vi.fn().mockResolvedValue(true);
    renderWithProviders(<OfflineBanner ping={ping} />);
    await settle();
    expect(ping).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows when a ping fails and hides when the server answers again', async () => {
    const ping = vi.fn().mockResolvedValueOnce(true).mockResolvedValueOnce(false).mockResolvedValue(true);
    renderWithProviders(<OfflineBanner ping={ping} />);
    await settle();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await act(() => vi.advanceTimersByTimeAsync(CONNECTIVITY_CHECK_INTERVAL_MS));
    expect(ping).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline');

    await act(() => vi.advanceTimersByTimeAsync(CONNECTIVITY_CHECK_INTERVAL_MS));
    expect(ping).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says what still works offline', async () => {
    renderWithProviders(<OfflineBanner ping={vi.fn().mockResolvedValue(false)} />);
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('What you opened on this device still reads');
    expect(screen.getByRole('status')).toHaveTextContent('the vault opens with your extra password');
    expect(screen.getByRole('status')).toHaveTextContent(
      'keep your changes until the connection returns; other changes need it.',
    );
  });

  it('checks every 15 seconds', async () => {
    const ping = vi.fn().mockResolvedValue(true);
    renderWithProviders(<OfflineBanner ping={ping} />);
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(CONNECTIVITY_CHECK_INTERVAL_MS - 1));
    expect(ping).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it('checks at once when the browser goes offline or online', async () => {
    const ping = vi.fn().mockResolvedValueOnce(true).mockResolvedValueOnce(false).mockResolvedValue(true);
    renderWithProviders(<OfflineBanner ping={ping} />);
    await settle();

    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('You are offline');

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await settle();
    expect(ping).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('counts a ping that throws as offline and stops checking when unmounted', async () => {
    const ping = vi.fn().mockRejectedValue(new Error('network'));
    const { unmount } = renderWithProviders(<OfflineBanner ping={ping} />);
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('You are offline');
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(CONNECTIVITY_CHECK_INTERVAL_MS * 3));
    expect(ping).toHaveBeenCalledTimes(1);
  });

  it('agrees with the live stream: a dropped stream checks at once, and a server found again reopens the stream', async () => {
    const listeners: LiveListener[] = [];
    const stream = {
      subscribe: (listener: LiveListener) => {
        listeners.push(listener);
        return () => undefined;
      },
      reconnectNow: vi.fn(),
    };
    const ping = vi.fn().mockResolvedValueOnce(true).mockResolvedValueOnce(false).mockResolvedValue(true);
    renderWithProviders(<OfflineBanner ping={ping} stream={stream} />);
    await settle();
    act(() => listeners.forEach((listener) => listener.state?.('down')));
    await settle();
    expect(ping).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline');

    await act(() => vi.advanceTimersByTimeAsync(CONNECTIVITY_CHECK_INTERVAL_MS));
    expect(stream.reconnectNow).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
