import { describe, expect, it, vi } from 'vitest';
import { defaultPreferences, type User } from '@ordna/contract/auth';
import { isAccessExpired, SessionStore, STORAGE_KEY } from './session';

const user = (token = 't1'): User => ({
  _id: 'u1',
  username: 'ada',
  is2faEnabled: false,
  userSessionId: 's1',
  preferences: defaultPreferences,
  access: { token, refreshToken: `r-${token}`, created: '2000-01-01T00:00:00.000Z', expiresIn: 900_000 },
});

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('isAccessExpired (creation + 1 s margin)', () => {
  const access = { token: 't', refreshToken: 'r', created: '2025-01-01T00:00:00.000Z', expiresIn: 60_000 };
  const created = Date.parse(access.created);
  it('is fresh until the time since creation plus the margin reaches expiresIn', () => {
    expect(isAccessExpired(access, created + 58_999, 1000)).toBe(false);
    expect(isAccessExpired(access, created + 59_000, 1000)).toBe(true);
    expect(isAccessExpired(access, created + 120_000, 1000)).toBe(true);
  });
});

describe('SessionStore', () => {
  it('persists the person and their theme, and forgets them on clear', () => {
    const storage = memoryStorage();
    const store = new SessionStore(storage, () => Date.parse('2025-06-01T10:00:00Z'));
    store.signIn(user());
    expect(JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null')).toMatchObject({ _id: 'u1' });
    expect(storage.getItem('ordna.theme')).toBe('light');
    expect(new SessionStore(storage).current?._id).toBe('u1');
    store.clear();
    expect(storage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('dates the tokens by this device clock when they arrive', () => {
    const store = new SessionStore(memoryStorage(), () => Date.parse('2025-06-01T10:00:00Z'));
    store.signIn(user());
    expect(store.current?.access.created).toBe('2025-06-01T10:00:00.000Z');
    store.setAccess({ token: 't2', refreshToken: 'r2', expiresIn: 900_000, created: '1999-01-01T00:00:00.000Z' });
    expect(store.current?.access).toEqual({
      token: 't2',
      refreshToken: 'r2',
      expiresIn: 900_000,
      created: '2025-06-01T10:00:00.000Z',
    });
  });

  it('follows sign-ins, refreshes and sign-outs made in another tab', () => {
    const storage = memoryStorage();
    const here = new SessionStore(storage);
    const otherTab = new SessionStore(storage);
    let onStorage: ((event: StorageEvent) => void) | undefined;
    here.followOtherTabs({
      addEventListener: (_type: string, listener: (event: StorageEvent) => void) => {
        onStorage = listener;
      },
    } as Pick<Window, 'addEventListener'>);
    const listener = vi.fn();
    here.subscribe(listener);

    otherTab.signIn(user('t1'));
    onStorage?.({ key: STORAGE_KEY } as StorageEvent);
    expect(here.current?.access.token).toBe('t1');

    otherTab.setAccess({ token: 't2', refreshToken: 'r2', expiresIn: 1 });
    onStorage?.({ key: STORAGE_KEY } as StorageEvent);
    expect(here.current?.access.token).toBe('t2');

    otherTab.clear();
    onStorage?.({ key: STORAGE_KEY } as StorageEvent);
    expect(here.current).toBeNull();
    expect(listener).toHaveBeenCalledTimes(3);

    onStorage?.({ key: 'something.else' } as StorageEvent);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('keeps this tab signed in when storage refuses writes', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const store = new SessionStore(storage);
    store.signIn(user());
    store.reload();
    expect(store.current?._id).toBe('u1');
  });
});
