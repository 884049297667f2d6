import { useEffect, useState } from 'react';
import { api } from '../api/api';

/** How often the connection is checked while the app is open. */
export const CONNECTIVITY_CHECK_INTERVAL_MS = 15_000;

const pingServer = () => api.ping();

/**
 * Whether the server answers: pings it (GET /api/health, 4 s timeout in the client) when the
 * app opens, every 15 s, and whenever the browser says it went online or offline.
 */
export function useConnectivity(
  ping: () => Promise<boolean> = pingServer,
  intervalMs = CONNECTIVITY_CHECK_INTERVAL_MS,
): boolean {
  const [online, setOnline] = useState(true);

  useEffect(() => {
    let active = true;
    let checking = false;
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
      if (active) setOnline(answered);
    };
    void check();
    const timer = setInterval(() => void check(), intervalMs);
    const onChange = () => void check();
    window.addEventListener('online', onChange);
    window.addEventListener('offline', onChange);
    return () => {
      active = false;
      clearInterval(timer);
      window.removeEventListener('online', onChange);
      window.removeEventListener('offline', onChange);
    };
  }, [ping, intervalMs]);

  return online;
}
