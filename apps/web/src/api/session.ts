import type { AccessTokens, Preferences, User } from '@ordna/contract/auth';

/** The signed-in person as this browser keeps them: the User of spec section 3. */
export type StoredUser = User;

const STORAGE_KEY = 'ordna.user';
const THEME_KEY = 'ordna.theme';

type Listener = () => void;

/**
 * The one place that holds the signed-in user and tokens, persisted in localStorage so a reload
 * (or another tab) keeps the person signed in. Components read it through useSession().
 */
export class SessionStore {
  private user: StoredUser | null;
  private listeners = new Set<Listener>();

  constructor(private readonly storage: Storage | null = typeof localStorage === 'undefined' ? null : localStorage) {
    this.user = this.load();
  }

  private load(): StoredUser | null {
    try {
      const raw = this.storage?.getItem(STORAGE_KEY);
      return raw ? (JSON.parse(raw) as StoredUser) : null;
    } catch {
      return null;
    }
  }

  get current(): StoredUser | null {
    return this.user;
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): StoredUser | null => this.user;

  private set(user: StoredUser | null): void {
    this.user = user;
    try {
      if (user) {
        this.storage?.setItem(STORAGE_KEY, JSON.stringify(user));
        this.storage?.setItem(THEME_KEY, user.preferences.theme);
      } else {
        this.storage?.removeItem(STORAGE_KEY);
      }
    } catch {
      // Private mode or a full quota: the session still works for this tab.
    }
    for (const listener of this.listeners) listener();
  }

  signIn(user: StoredUser): void {
    this.set(user);
  }

  setAccess(access: Partial<AccessTokens> & Pick<AccessTokens, 'token' | 'refreshToken' | 'expiresIn'>): void {
    if (!this.user) return;
    this.set({
      ...this.user,
      access: { ...this.user.access, ...access, created: access.created ?? new Date().toISOString() },
    });
  }

  setPreferences(preferences: Preferences): void {
    if (!this.user) return;
    this.set({ ...this.user, preferences });
  }

  setUser(changes: Partial<StoredUser>): void {
    if (!this.user) return;
    this.set({ ...this.user, ...changes });
  }

  clear(): void {
    this.set(null);
  }
}

export const session = new SessionStore();

/** Spec section 4: expired once the time since creation plus 1 second reaches its expiry. */
export function isAccessExpired(access: AccessTokens, now: number, marginMs: number): boolean {
  return now - Date.parse(access.created) + marginMs >= access.expiresIn;
}
