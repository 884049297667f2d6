import { describe, expect, it } from 'vitest';
import { ApiClient, ApiError } from './client';
import { json, NOW, setup, TTL } from './client.test-kit';

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

describe('ApiClient: access token expiry', () => {
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

describe('ApiClient: the connectivity ping', () => {
  it('reads the health answer to its end, so the browser closes the request', async () => {
    const { session } = setup();
    const answers: Response[] = [];
    const client = new ApiClient({
      session,
      fetch: (input) => {
        expect(String(input)).toBe('/api/health');
        const answer = json(200, { status: true, data: { time: '2025-03-01T00:00:00.000Z' } });
        answers.push(answer);
        return Promise.resolve(answer);
      },
      now: () => NOW,
      userAgent: () => 'ua',
      languages: () => ['en'],
      onSignedOut: () => {},
    });
    await expect(client.ping()).resolves.toBe(true);
    expect(answers).toHaveLength(1);
    expect(answers[0]?.bodyUsed).toBe(true);
  });
});
