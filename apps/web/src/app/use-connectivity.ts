import { useEffect, useState } from 'react';
import { api } from '../api/api';
import { liveStream } from './live-connection';
import type { LiveStream } from '../api/live-stream';

/** How often the connection is checked while the app is open. */
export const CONNECTIVITY_CHECK_INTERVAL_MS = 15_000;

const pingServer = () => api.ping();

/**
 * Whether the server answers: pings it (GET /api/health, 4 s timeout in the client) when the
 * app opens, every 15 s, and whenever the browser says it went online or offline. The live
 * stream agrees with it: a stream that opens means online; one that drops asks for a check at
 * once; and when a check finds the server again, the stream reconnects without waiting.
 */
export function useConnectivity(
  ping: () => Promise<boolean> = pingServer,
  intervalMs = CONNECTIVITY_CHECK_INTERVAL_MS,
  stream: Pick<LiveStream, 'subscribe' | 'reconnectNow'> = liveStream,
): boolean {
  const [online, setOnline] = useState(true);

  useEffect(() => {
    let active = true;
    let checking = false;
    let wasOnline = true;
    const check = async () => {
      if (checking) return;
      checking = true;
      let answered = false;
      try {
        answered = await ping();
      } catch {
        answered = false;
      } finally {
        checking = false;
      }
      if (!active) return;
      if (answered && !wasOnline) stream.reconnectNow();
      wasOnline = answered;
      setOnline(answered);
    };
    const stopListening = stream.subscribe({
      state: (state) => {
        if (state === 'open') {
          wasOnline = true;
          setOnline(true);
        } else if (state === 'down') void check();
      },
    });
    void check();
    const timer = setInterval(() => void check(), intervalMs);
    const onChange = () => void check();
    window.addEventListener('online', onChange);
    window.addEventListener('offline', onChange);
    return () => {
      active = false;
      stopListening();
      clearInterval(timer);
      window.removeEventListener('online', onChange);
      window.removeEventListener('offline', onChange);
    };
  }, [ping, intervalMs, stream]);

  return online;
}
