import { describe, expect, it } from 'vitest';
import type { SignOutReason } from './client';
import { json, MemoryStorage, NOW, setup } from './client.test-kit';
import { ExtraClient } from './extra-client';
import { EXTRA_STORAGE_KEY, ExtraSessionStore } from './extra-session';

const EXTRA_TTL = 5 * 60 * 1000;

function vaultSetup(options: { age?: number } = {}) {
  const base = setup();
  const storage = new MemoryStorage();
  let now = NOW;
  const extra = new ExtraSessionStore(storage, () => now);
  extra.follow(base.session);
  extra.open({ token: 'x1', refreshToken: 'xr1', expiresIn: EXTRA_TTL });
  now = NOW + (options.age ?? 0);
  base.setNow(now);
  const client = new ExtraClient({ api: base.client, extra, now: () => now });
  const ended: SignOutReason[] = [];
  client.onEnded = (reason) => ended.push(reason);
  let generation = 1;
  base.server.refreshAnswer = () => {
    const body = base.server.sent.at(-1)?.body as { extraRefreshToken?: string };
    if (body.extraRefreshToken !== `xr${generation}`) {
      return json(403, { status: false, code: 'auth.extraSessionEnded', message: 'ended' });
    }
    generation += 1;
    return json(200, {
      status: true,
      data: { token: `x${generation}`, refreshToken: `xr${generation}`, expiresIn: EXTRA_TTL, created: 'x' },
    });
  };
  return { ...base, extra, vault: client, ended, storage };
}

describe('the vault session (extra token)', () => {
  it('sends the extra token beside the access token, and keeps the record in sessionStorage only', async () => {
    const { vault, server, storage } = vaultSetup();
    await vault.get('/password', { passwordGroupId: 'abcdefghijkl' });
    const [call] = server.callsTo('/password?passwordGroupId=abcdefghijkl');
    expect(call?.headers['x-access-token']).toBe('t1');
    expect(call?.headers['x-extra-token']).toBe('x1');
    expect(JSON.parse(storage.getItem(EXTRA_STORAGE_KEY) ?? '{}')).toMatchObject({ token: 'x1', refreshToken: 'xr1' });
  });

  it('refreshes once for every concurrent caller when age plus 1 s reaches the lifetime', async () => {
    const fresh = vaultSetup({ age: EXTRA_TTL - 1001 });
    await fresh.vault.get('/password');
    expect(fresh.server.callsTo('/auth/refreshtoken')).toHaveLength(0);

    const { vault, server, extra } = vaultSetup({ age: EXTRA_TTL - 1000 });
    await Promise.all([vault.get('/password'), vault.get('/password-group'), vault.get('/password')]);
    const refreshes = server.callsTo('/auth/refreshtoken');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.body).toEqual({ extraRefreshToken: 'xr1' });
    expect(refreshes[0]?.headers['x-access-token']).toBe('t1');
    expect(server.callsTo('/password').map((call) => call.headers['x-extra-token'])).toEqual(['x2', 'x2']);
    expect(extra.current?.token).toBe('x2');
  });

  it('ends the vault session only when the refresh is refused, with the session warning', async () => {
    const { vault, extra, session, ended, signedOut, server } = vaultSetup({ age: EXTRA_TTL });
    server.refreshAnswer = () => json(403, { status: false, code: 'auth.extraSessionEnded', message: 'ended' });
    await expect(vault.get('/password')).rejects.toMatchObject({ code: 'auth.extraSignInRequired', status: 403 });
    expect(extra.isOpen()).toBe(false);
    expect(session.current).not.toBeNull();
    expect(signedOut).toEqual([]);
    expect(ended).toEqual([{ message: 'Session timed out.', kind: 'warning', timeoutMs: 1500 }]);
    expect(server.callsTo('/password')).toHaveLength(0);
  });

  it('ends the vault session only on a 403, keeping the sign-in', async () => {
    const { vault, server, extra, session, ended, signedOut } = vaultSetup();
    server.answer = () =>
      json(403, {
        status: false,
        code: 'auth.extraSessionEnded',
        message: 'Your password session has ended. Please sign in to passwords again.',
      });
    await expect(vault.get('/password')).rejects.toMatchObject({ status: 403, code: 'auth.extraSessionEnded' });
    expect(extra.current).toBeNull();
    expect(session.current).not.toBeNull();
    expect(signedOut).toEqual([]);
    expect(ended).toHaveLength(1);
    expect(server.callsTo('/auth/logout')).toHaveLength(0);
  });

  it('refuses to call without an open vault session, and closes with the sign-in', async () => {
    const { vault, extra, client, server } = vaultSetup();
    await client.signOut();
    expect(extra.isOpen()).toBe(false);
    await expect(vault.get('/password')).rejects.toMatchObject({ code: 'auth.extraSignInRequired' });
    expect(server.callsTo('/password')).toHaveLength(0);
  });

  it('signs out of the vault on the server, and ends what an earlier page of the tab left', async () => {
    const { vault, server, extra, storage, client } = vaultSetup();
    await vault.signOut();
    expect(extra.isOpen()).toBe(false);
    expect(server.callsTo('/auth/extra-password/signout')[0]?.headers['x-extra-token']).toBe('x1');
    expect(storage.getItem(EXTRA_STORAGE_KEY)).toBeNull();

    storage.setItem(EXTRA_STORAGE_KEY, JSON.stringify({ token: 'old', refreshToken: 'r', expiresIn: 1, created: 'x' }));
    const reloaded = new ExtraSessionStore(storage);
    expect(reloaded.isOpen()).toBe(false);
    const afterReload = new ExtraClient({ api: client, extra: reloaded, now: () => NOW });
    await afterReload.endLeftOver();
    expect(server.callsTo('/auth/extra-password/signout')[1]?.headers['x-extra-token']).toBe('old');
    await afterReload.endLeftOver();
    expect(server.callsTo('/auth/extra-password/signout')).toHaveLength(2);
  });
});
