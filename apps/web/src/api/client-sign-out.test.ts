import { describe, expect, it, vi } from 'vitest';
import { ApiClient, ApiError } from './client';
import { FakeServer, json, MemoryStorage, NOW, setup, TTL, userWith } from './client.test-kit';

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
    // The logout goes out after the sign-out, on its own: wait for it rather than for a while.
    await vi.waitFor(() => expect(server.logoutCalls).toBe(1));
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
    // Sign out once the refresh has gone out and before its answer (30 ms) is back.
    await vi.waitFor(() => expect(server.callsTo('/auth/refreshtoken')).toHaveLength(1), { interval: 1 });
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
    // The logout goes out after the sign-out, on its own: wait for it rather than for a while.
    await vi.waitFor(() => expect(server.logoutCalls).toBe(1));
    expect(server.refreshCalls).toBe(0);
  });

  it('passes the refusal code up with the message, for the shell to translate', async () => {
    const { client, server, signedOut } = setup();
    const refusal = { code: 'auth.deviceSignedOut', message: 'This device was signed out. Please sign in again.' };
    server.answer = () => json(403, { status: false, ...refusal });
    await expect(client.get('/call')).rejects.toMatchObject({ status: 403, ...refusal });
    expect(signedOut).toEqual([{ ...refusal, kind: 'error' }]);
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
