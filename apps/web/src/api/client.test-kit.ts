/** A fake server, fake storage and a wired client for the ApiClient tests. */
import { defaultPreferences, type User } from '@ordna/contract/auth';
import { ApiClient, type SignOutReason } from './client';
import { SessionStore } from './session';

export const NOW = Date.parse('2025-03-01T12:00:00.000Z');
export const TTL = 15 * 60 * 1000;

/** localStorage for one test: tabs of one browser share it. */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

export function userWith(token: string, refreshToken: string): User {
  return {
    _id: 'user-1',
    username: 'ada',
    is2faEnabled: false,
    userSessionId: 'session-1',
    preferences: defaultPreferences,
    access: { token, refreshToken, created: new Date(NOW).toISOString(), expiresIn: TTL },
  };
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The fake network's delay before an answer (not a wait for tests: they wait for what they need). */
const networkDelay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Sent {
  path: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * A fake server: data calls succeed only with the current access token; /auth/refreshtoken
 * rotates the tokens (a rotated refresh token is refused, as the real server does).
 */
export class FakeServer {
  accessToken = 't1';
  refreshToken = 'r1';
  generation = 1;
  refreshCalls = 0;
  logoutCalls = 0;
  sent: Sent[] = [];
  /** What a data call answers when its token is current; default: 200 with the path. */
  answer: (path: string) => Response = (path) => json(200, { status: true, data: { path } });
  refreshAnswer: (() => Response) | null = null;
  /** Answer every data call with 401 even with a fresh token. */
  alwaysUnauthorized = false;
  /** Per-call latency, so concurrent calls overlap the way they do over a network. */
  latency: (path: string, index: number) => number = () => 5;

  fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://ordna.test');
    const path = url.pathname.replace(/^\/api/, '') + url.search;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    const index = this.sent.length;
    this.sent.push({ path, method: init?.method ?? 'GET', headers, body });
    await networkDelay(this.latency(path, index));

    if (path === '/auth/refreshtoken') {
      this.refreshCalls++;
      if (this.refreshAnswer) return this.refreshAnswer();
      if ((body as { refreshToken: string }).refreshToken !== this.refreshToken) {
        return json(401, { status: false, message: 'Your session has ended. Please sign in again.' });
      }
      this.generation++;
      this.accessToken = `t${this.generation}`;
      this.refreshToken = `r${this.generation}`;
      return json(200, {
        status: true,
        data: { token: this.accessToken, refreshToken: this.refreshToken, expiresIn: TTL, created: 'ignored' },
      });
    }
    if (path === '/auth/logout') {
      this.logoutCalls++;
      return json(200, { status: true, data: null });
    }
    if (path.startsWith('/auth/login')) {
      return json(401, { status: false, message: 'Wrong username or password.' });
    }
    if (this.alwaysUnauthorized || headers['x-access-token'] !== this.accessToken) {
      return json(401, { status: false, message: 'Your access token has expired or is not valid.' });
    }
    return this.answer(path);
  };

  /** Calls to exactly this path, or under it when it ends with '/'. */
  callsTo(path: string): Sent[] {
    return this.sent.filter((call) => (path.endsWith('/') ? call.path.startsWith(path) : call.path === path));
  }
}

export function setup(
  options: {
    user?: User | null;
    now?: number;
    storage?: Storage;
    server?: FakeServer;
    pause?: (ms: number) => Promise<void>;
  } = {},
) {
  const server = options.server ?? new FakeServer();
  const storage = options.storage ?? new MemoryStorage();
  let now = options.now ?? NOW;
  const session = new SessionStore(storage, () => now);
  if (options.user !== null) {
    storage.setItem('ordna.user', JSON.stringify(options.user ?? userWith('t1', 'r1')));
    session.reload();
  }
  const signedOut: SignOutReason[] = [];
  const client = new ApiClient({
    session,
    fetch: server.fetch,
    now: () => now,
    userAgent: () => 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
    languages: () => ['sv-SE', 'en'],
    onSignedOut: (reason) => signedOut.push(reason),
    pause: options.pause,
  });
  return {
    server,
    session,
    client,
    storage,
    signedOut,
    setNow: (value: number) => {
      now = value;
    },
  };
}
