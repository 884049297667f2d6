import { describe, expect, it, vi } from 'vitest';
import { defaultPreferences, type User } from '@ordna/contract/auth';
import { ApiClient, ApiError, type SignOutReason } from './client';
import { SessionStore } from './session';

const NOW = Date.parse('2025-03-01T12:00:00.000Z');
const TTL = 15 * 60 * 1000;

/** localStorage for one test: tabs of one browser share it. */
class MemoryStorage implements Storage {
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

function userWith(token: string, refreshToken: string): User {
  return {
    _id: 'user-1',
    username: 'ada',
    is2faEnabled: false,
    userSessionId: 'session-1',
    preferences: defaultPreferences,
    access: { token, refreshToken, created: new Date(NOW).toISOString(), expiresIn: TTL },
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

interface Sent {
  path: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * A fake server: data calls succeed only with the current access token; /auth/refreshtoken
 * rotates the tokens (a rotated refresh token is refused, as the real server does).
 */
class FakeServer {
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
    await tick(this.latency(path, index));

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

function setup(options: { user?: User | null; now?: number; storage?: Storage; server?: FakeServer } = {}) {
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

describe('ApiClient: envelope and headers', () => {
  it('unwraps data and sends the access token and device fingerprint', async () => {
    const { client, server } = setup();
    await expect(client.get('/time-group', { date: '2025-03-01', shallow: true, none: undefined })).resolves.toEqual({
      path: '/time-group?date=2025-03-01&shallow=true',
    });
    const [call] = server.sent;
    expect(call?.headers['x-access-token']).toBe('t1');
    expect(call?.headers['x-device-fingerprint']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('throws the server message with status and retry flag', async () => {
    const { client, server } = setup();
    server.answer = () => json(404, { status: false, message: 'No such time group.', retry: false });
    const error = await client.get('/time-group').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'No such time group.', status: 404, retry: false });
  });

  it('turns a network failure into a retryable error without touching the session', async () => {
    const { client, session } = setup();
    const failing = new ApiClient({
      session,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      now: () => NOW,
      userAgent: () => 'ua',
      languages: () => ['en'],
      onSignedOut: () => {},
    });
    await expect(failing.get('/time-group')).rejects.toMatchObject({ status: 0, retry: true });
    expect(session.current).not.toBeNull();
    expect(client).toBeDefined();
  });

  it('makes sign-in calls without a session and never refreshes them', async () => {
    const { client, server } = setup({ user: null });
    await expect(client.post('/auth/login', { username: 'ada', password: 'nope' })).rejects.toMatchObject({
      message: 'Wrong username or password.',
      status: 401,
    });
    expect(server.refreshCalls).toBe(0);
    expect(server.sent[0]?.headers['x-access-token']).toBeUndefined();
    expect(server.sent[0]?.headers['x-device-fingerprint']).toBeUndefined();
  });
});

describe('ApiClient: access token expiry (spec section 4)', () => {
  it('counts a token as expired once the time since creation plus 1 s reaches expiresIn', async () => {
    const stillFresh = setup({ now: NOW + TTL - 1001 });
    await stillFresh.client.get('/a');
    expect(stillFresh.server.refreshCalls).toBe(0);

    const expired = setup({ now: NOW + TTL - 1000 });
    await expired.client.get('/a');
    expect(expired.server.refreshCalls).toBe(1);
    expect(expired.server.callsTo('/a')[0]?.headers['x-access-token']).toBe('t2');
  });

  it('makes exactly one refresh for 5 concurrent calls with an expired token', async () => {
    const { client, server, session } = setup({ now: NOW + TTL });
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => client.get<{ path: string }>(`/call/${n}`)));
    expect(results.map((r) => r.path)).toEqual(['/call/1', '/call/2', '/call/3', '/call/4', '/call/5']);
    expect(server.refreshCalls).toBe(1);
    for (const call of server.callsTo('/call/')) expect(call.headers['x-access-token']).toBe('t2');
    expect(server.callsTo('/call/')).toHaveLength(5);
    expect(session.current?.access).toMatchObject({ token: 't2', refreshToken: 'r2' });
  });

  it('refreshes with the refresh token and the access token header', async () => {
    const { client, server } = setup({ now: NOW + TTL });
    await client.get('/a');
    const [refresh] = server.callsTo('/auth/refreshtoken');
    expect(refresh?.body).toEqual({ refreshToken: 'r1' });
    expect(refresh?.headers['x-access-token']).toBe('t1');
  });

  it('keeps expiry in this device clock, so a skewed server clock causes no refresh storm', async () => {
    const { client, server, setNow } = setup({ now: NOW + TTL });
    await client.get('/a');
    setNow(NOW + TTL + 60_000);
    await client.get('/b');
    await client.get('/c');
    expect(server.refreshCalls).toBe(1);
  });
});

describe('ApiClient: 401 refreshes and retries once', () => {
  it('5 concurrent 401s make one refresh and each call is retried once', async () => {
    const { client, server } = setup();
    server.accessToken = 'server-restarted';
    server.refreshToken = 'r1';
    // Staggered answers: some 401s arrive after the refresh has already finished.
    server.latency = (path, index) => (path.startsWith('/call/') ? index * 7 : 10);
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => client.get<{ path: string }>(`/call/${n}`)));
    expect(results).toHaveLength(5);
    expect(server.refreshCalls).toBe(1);
    for (const n of [1, 2, 3, 4, 5]) {
      const calls = server.callsTo(`/call/${n}`);
      expect(calls.map((c) => c.headers['x-access-token'])).toEqual(['t1', 't2']);
    }
  });

  it('does not loop: a second 401 after the retry is thrown, with one refresh', async () => {
    const { client, server, session, signedOut } = setup();
    server.alwaysUnauthorized = true;
    await expect(client.get('/a')).rejects.toMatchObject({ status: 401 });
    expect(server.refreshCalls).toBe(1);
    expect(server.callsTo('/a')).toHaveLength(2);
    expect(signedOut).toEqual([]);
    expect(session.current).not.toBeNull();
  });

  it('does not refresh a 401 for someone who is not signed in', async () => {
    const { client, server } = setup({ user: null });
    await expect(client.get('/a')).rejects.toMatchObject({ status: 401 });
    expect(server.refreshCalls).toBe(0);
  });
});

describe('ApiClient: a refused refresh signs out with "Session timed out."', () => {
  it('signs out once for 5 concurrent callers, with the 1500 ms warning', async () => {
    const { client, server, session, signedOut } = setup({ now: NOW + TTL });
    server.refreshToken = 'rotated-elsewhere';
    const outcomes = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => client.get(`/call/${n}`)));
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    for (const outcome of outcomes) {
      expect(outcome.status === 'rejected' && outcome.reason).toMatchObject({ status: 401 });
    }
    expect(server.refreshCalls).toBe(1);
    expect(signedOut).toEqual([{ message: 'Session timed out.', kind: 'warning', timeoutMs: 1500 }]);
    expect(session.current).toBeNull();
    await tick(20);
    expect(server.logoutCalls).toBe(1);
    expect(server.callsTo('/auth/logout')[0]?.body).toEqual({ refreshToken: 'r1' });
    // Nothing else was sent once the session was gone.
    expect(server.callsTo('/call/')).toHaveLength(0);
  });

  it('signs out once when the refresh after concurrent 401s is refused', async () => {
    const { client, server, session, signedOut } = setup();
    server.accessToken = 'unknown';
    server.refreshToken = 'revoked';
    const outcomes = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => client.get(`/call/${n}`)));
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    expect(server.refreshCalls).toBe(1);
    expect(signedOut).toHaveLength(1);
    expect(signedOut[0]).toMatchObject({ message: 'Session timed out.', timeoutMs: 1500 });
    expect(session.current).toBeNull();
    expect(server.callsTo('/call/')).toHaveLength(5);
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    const { client, server, session, signedOut } = setup({ now: NOW + TTL });
    server.refreshAnswer = () => json(503, { status: false, message: 'Unavailable', retry: true });
    await expect(client.get('/a')).rejects.toMatchObject({ status: 0, retry: true });
    expect(signedOut).toEqual([]);
    expect(session.current?.access.token).toBe('t1');
  });

  it('does not store a new token when the person signed out while the refresh was on its way', async () => {
    const { client, server, session } = setup({ now: NOW + TTL });
    server.latency = (path) => (path === '/auth/refreshtoken' ? 30 : 1);
    const call = client.get('/a').catch((e: unknown) => e);
    await tick(5);
    await client.signOut();
    expect(await call).toBeInstanceOf(ApiError);
    expect(session.current).toBeNull();
  });
});

describe('ApiClient: 403 signs out with the server message', () => {
  it('signs out once, however many calls get the 403', async () => {
    const { client, server, session, signedOut } = setup();
    server.answer = () => json(403, { status: false, message: 'This device was signed out. Please sign in again.' });
    const outcomes = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => client.get(`/call/${n}`)));
    for (const outcome of outcomes) {
      expect(outcome.status === 'rejected' && outcome.reason).toMatchObject({ status: 403 });
    }
    expect(signedOut).toEqual([{ message: 'This device was signed out. Please sign in again.', kind: 'error' }]);
    expect(session.current).toBeNull();
    await tick(20);
    expect(server.logoutCalls).toBe(1);
    expect(server.refreshCalls).toBe(0);
  });

  it('does not sign out on a 403 from a sign-in call', async () => {
    const { client, server, session, signedOut } = setup();
    server.fetch = async () => json(403, { status: false, message: 'Nope' });
    const local = new ApiClient({
      session,
      fetch: server.fetch,
      now: () => NOW,
      userAgent: () => 'ua',
      languages: () => ['en'],
      onSignedOut: (reason) => signedOut.push(reason),
    });
    await expect(local.post('/auth/2fa', { code: '123456' })).rejects.toMatchObject({ status: 403 });
    expect(signedOut).toEqual([]);
    expect(session.current).not.toBeNull();
    expect(client).toBeDefined();
  });
});

describe('ApiClient: sign-out', () => {
  it('clears the user and tokens and calls logout with the refresh token', async () => {
    const { client, server, session, storage, signedOut } = setup();
    const listener = vi.fn();
    session.subscribe(listener);
    await client.signOut();
    expect(session.current).toBeNull();
    expect(storage.getItem('ordna.user')).toBeNull();
    expect(listener).toHaveBeenCalled();
    expect(server.callsTo('/auth/logout')[0]?.body).toEqual({ refreshToken: 'r1' });
    expect(signedOut).toEqual([]);
    await client.signOut();
    expect(server.logoutCalls).toBe(1);
  });
});

describe('ApiClient: tabs of one browser', () => {
  it('two tabs with an expired token refresh once between them and share the new token', async () => {
    const storage = new MemoryStorage();
    const server = new FakeServer();
    let held = Promise.resolve();
    // A stand-in for navigator.locks: one holder at a time across both tabs.
    const lock = <T>(run: () => Promise<T>): Promise<T> => {
      const result = held.then(run);
      held = result.then(
        () => undefined,
        () => undefined,
      );
      return result;
    };
    const tabs = [0, 1].map(() => {
      const tab = setup({ storage, server, now: NOW + TTL, user: userWith('t1', 'r1') });
      return new ApiClient({
        session: tab.session,
        fetch: server.fetch,
        now: () => NOW + TTL,
        userAgent: () => 'ua',
        languages: () => ['en'],
        onSignedOut: () => {
          throw new Error('no tab should be signed out');
        },
        withRefreshLock: lock,
      });
    });
    await Promise.all(tabs.flatMap((tab, i) => [tab.get(`/tab${i}/a`), tab.get(`/tab${i}/b`)]));
    expect(server.refreshCalls).toBe(1);
    expect(JSON.parse(storage.getItem('ordna.user') ?? 'null')).toMatchObject({ access: { token: 't2' } });
  });
});
