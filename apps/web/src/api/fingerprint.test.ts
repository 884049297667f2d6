import { describe, expect, it } from 'vitest';
import { defaultPreferences, type User } from '@ordna/contract/auth';
import { ApiClient } from './client';
import { deviceFingerprint } from './fingerprint';
import { SessionStore } from './session';

const UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';

describe('deviceFingerprint', () => {
  it('is the MD5 of the user agent, languages and user id (known vectors, UTF-8 included)', () => {
    // md5("<UA>|sv-SE,en|user-1") and md5("Ordna/1 (Åsa)|sv-SE|ö"), as Node's crypto computes them.
    expect(deviceFingerprint(UA, ['sv-SE', 'en'], 'user-1')).toBe('7b1636e1802f63ee8deaeca54a8e957d');
    expect(deviceFingerprint('Ordna/1 (Åsa)', ['sv-SE'], 'ö')).toBe('93f4ed8af11c5c41da77ea5300d132f1');
  });

  it('is stable for the same user agent, languages and user', () => {
    const first = deviceFingerprint(UA, ['sv-SE', 'en'], 'user-1');
    for (let i = 0; i < 5; i++) expect(deviceFingerprint(UA, ['sv-SE', 'en'], 'user-1')).toBe(first);
  });

  it('changes with the user, the user agent and the languages', () => {
    const base = deviceFingerprint(UA, ['sv-SE', 'en'], 'user-1');
    const others = [
      deviceFingerprint(UA, ['sv-SE', 'en'], 'user-2'),
      deviceFingerprint(`${UA} Edg/140`, ['sv-SE', 'en'], 'user-1'),
      deviceFingerprint(UA, ['en', 'sv-SE'], 'user-1'),
      deviceFingerprint(UA, ['sv-SE'], 'user-1'),
    ];
    expect(new Set([base, ...others]).size).toBe(others.length + 1);
  });

  it('spreads well: 2000 user ids give 2000 different hashes', () => {
    const hashes = new Set(Array.from({ length: 2000 }, (_, i) => deviceFingerprint(UA, ['en'], `user-${i}`)));
    expect(hashes.size).toBe(2000);
  });
});

describe('x-device-fingerprint header', () => {
  it('is absent before sign-in, then sent on every call with the same value', async () => {
    const headers: Record<string, string>[] = [];
    const session = new SessionStore(null);
    const make = () =>
      new ApiClient({
        session,
        fetch: async (_input, init) => {
          headers.push((init?.headers ?? {}) as Record<string, string>);
          return new Response(JSON.stringify({ status: true, data: null }), { status: 200 });
        },
        now: () => Date.now(),
        userAgent: () => UA,
        languages: () => ['sv-SE', 'en'],
        onSignedOut: () => {},
      });
    const client = make();
    await client.post('/auth/login', { username: 'ada', password: 'secret' });
    expect(headers[0]?.['x-device-fingerprint']).toBeUndefined();

    const user: User = {
      _id: 'user-1',
      username: 'ada',
      is2faEnabled: false,
      userSessionId: 's',
      preferences: defaultPreferences,
      access: { token: 't', refreshToken: 'r', created: new Date().toISOString(), expiresIn: 900_000 },
    };
    session.signIn(user);
    await client.get('/time-group');
    await client.put('/auth/user/user-1', { preferences: { theme: 'dark' } });
    await make().get('/time-group');
    const sent = headers.slice(1).map((h) => h['x-device-fingerprint']);
    expect(sent).toHaveLength(3);
    expect(new Set(sent)).toEqual(new Set([deviceFingerprint(UA, ['sv-SE', 'en'], 'user-1')]));
  });
});
