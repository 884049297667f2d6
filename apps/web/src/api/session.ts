import type { AccessTokens, Preferences, User } from '@ordna/contract/auth';

/** The signed-in person as this browser keeps them: the contract's User. */
export type StoredUser = User;

export const STORAGE_KEY = 'ordna.user';
const THEME_KEY = 'ordna.theme';

type Listener = () => void;

/**
 * The one place that holds the signed-in user and tokens, persisted in localStorage so a reload
 * (or another tab) keeps the person signed in. Components read it through useSession().
 *
 * `access.created` is kept in this device's clock (the moment the tokens arrived), so a device
 * whose clock differs from the server's still judges expiry right.
 */
export class SessionStore {
  private user: StoredUser | null;
  /** False after a failed write: storage then lags behind this tab and must not overrule it. */
  private persisted = true;
  private listeners = new Set<Listener>();

  constructor(
    private readonly storage: Storage | null = typeof localStorage === 'undefined' ? null : localStorage,
    private readonly now: () => number = Date.now,
  ) {
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

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  private set(user: StoredUser | null): void {
    this.user = user;
    try {
      if (user) {
        this.storage?.setItem(STORAGE_KEY, JSON.stringify(user));
        this.storage?.setItem(THEME_KEY, user.preferences.theme);
      } else {
        this.storage?.removeItem(STORAGE_KEY);
      }
      this.persisted = true;
    } catch {
      this.persisted = false;
      // Private mode or a full quota: the session still works for this tab.
    }
    this.notify();
  }

  private receivedNow(): string {
    return new Date(this.now()).toISOString();
  }

  signIn(user: StoredUser): void {
    this.set({ ...user, access: { ...user.access, created: this.receivedNow() } });
  }

  setAccess(access: Partial<AccessTokens> & Pick<AccessTokens, 'token' | 'refreshToken' | 'expiresIn'>): void {
    if (!this.user) return;
    const { token, refreshToken, expiresIn } = access;
    this.set({ ...this.user, access: { token, refreshToken, expiresIn, created: this.receivedNow() } });
  }

  setPreferences(preferences: Preferences): void {
    if (!this.user) return;
    this.set({ ...this.user, preferences });
  }

  setUser(changes: Partial<Omit<StoredUser, 'access' | '_id'>>): void {
    if (!this.user) return;
    this.set({ ...this.user, ...changes });
  }

  clear(): void {
    this.set(null);
  }

  /** Adopts what another tab stored (new tokens, a sign-out) without writing anything back. */
  reload(): void {
    if (!this.persisted) return;
    const stored = this.load();
    if (JSON.stringify(stored) === JSON.stringify(this.user)) return;
    this.user = stored;
    this.notify();
  }

  /** Follows sign-ins, refreshes and sign-outs made in other tabs of this browser. */
  followOtherTabs(target: Pick<Window, 'addEventListener'>): void {
    target.addEventListener('storage', (event: StorageEvent) => {
      if (event.key === STORAGE_KEY || event.key === null) this.reload();
    });
  }
}

export const session = new SessionStore();
if (typeof window !== 'undefined') session.followOtherTabs(window);

/** Expired once the time since creation plus 1 second reaches its expiry. */
export function isAccessExpired(access: AccessTokens, now: number, marginMs: number): boolean {
  return now - Date.parse(access.created) + marginMs >= access.expiresIn;
}
