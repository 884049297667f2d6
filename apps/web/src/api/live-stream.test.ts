import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './client';
import { LiveStream, type LiveState } from './live-stream';

/** A stream answer the test writes into, as the server would. */
function serverStream() {
  let push: (text: string) => void = () => undefined;
  let end: () => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => controller.enqueue(new TextEncoder().encode(text));
      end = () => controller.close();
    },
  });
  return { response: new Response(body, { status: 200 }), push: (text: string) => push(text), end: () => end() };
}

describe('LiveStream', () => {
  it('hands on change events and asks for a resync when a later stream says ready again', async () => {
    const first = serverStream();
    const second = serverStream();
    const open = vi.fn().mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    const stream = new LiveStream({ open });
    const change = vi.fn();
    const resync = vi.fn();
    stream.subscribe({ change, resync });
    stream.start();
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    first.push('event: ready\ndata: {}\n\n: keep-alive\n\nevent: change\ndata: {"kind":"timeStamp","id":"s1",');
    first.push('"action":"created"}\n\n');
    await vi.waitFor(() => expect(change).toHaveBeenCalledWith({ kind: 'timeStamp', id: 's1', action: 'created' }));
    expect(resync).not.toHaveBeenCalled();
    first.end();
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    second.push('event: ready\ndata: {}\n\n');
    await vi.waitFor(() => expect(resync).toHaveBeenCalledTimes(1));
    stream.stop();
  });

  it('goes down when the server cannot be reached and tries again at once when told the connection is back', async () => {
    const later = serverStream();
    const open = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('offline', 0, true))
      .mockResolvedValueOnce(later.response);
    const stream = new LiveStream({ open, random: () => 0.5 });
    const states: LiveState[] = [];
    stream.subscribe({ state: (state) => states.push(state) });
    stream.start();
    await vi.waitFor(() => expect(stream.state).toBe('down'));
    stream.reconnectNow();
    await vi.waitFor(() => expect(stream.state).toBe('open'));
    expect(states).toEqual(['connecting', 'down', 'connecting', 'open']);
    stream.stop();
    expect(stream.state).toBe('off');
  });

  it('keeps asking every few seconds while the server answers 503 (its database is away)', async () => {
    vi.useFakeTimers();
    try {
      const back = serverStream();
      const outage = () =>
        new ApiError('The database cannot be reached right now.', 503, true, 'common.databaseUnavailable');
      const open = vi.fn();
      for (let i = 0; i < 8; i++) open.mockRejectedValueOnce(outage());
      open.mockResolvedValueOnce(back.response);
      const stream = new LiveStream({ open, random: () => 1 });
      stream.start();
      // Eight refusals in a row would back off to 30 s (over 2 minutes in all); a 503 waits at
      // most 3 s (+20 % jitter) each time: 1.2 + 2.4 + 6 × 3.6 s.
      await vi.advanceTimersByTimeAsync(25_300);
      expect(open).toHaveBeenCalledTimes(9);
      expect(stream.state).toBe('open');
      stream.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops when the session has ended', async () => {
    const open = vi.fn().mockRejectedValue(new ApiError('Session timed out.', 401));
    const stream = new LiveStream({ open });
    stream.start();
    await vi.waitFor(() => expect(stream.state).toBe('off'));
    expect(open).toHaveBeenCalledTimes(1);
  });
});
