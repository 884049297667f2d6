import type { AccessTokens } from '@ordna/contract/auth';
import { session as mainSession, type SessionStore } from './session';

/**
 * The vault's session, the second level of sign-in (docs/architecture.md, "Three levels of access"):
 * the extra token record `{token, refreshToken, expiresIn, created}`. It lives in memory and in
 * this tab's sessionStorage, never in localStorage, so it dies with the tab. A record read back
 * after a reload is kept only so it can be ended on the server: the vault key that reads the
 * entries lived in memory and is gone, so the vault counts as open only for a record received in
 * this page's life.
 */
export const EXTRA_STORAGE_KEY = 'ordna.extra';

type Listener = () => void;

export class ExtraSessionStore {
  private tokens: AccessTokens | null = null;
  /** A record from before a reload: to be ended, never used. */
  private leftOver: AccessTokens | null;
  private listeners = new Set<Listener>();

  constructor(
    private readonly storage: Storage | null = typeof sessionStorage === 'undefined' ? null : sessionStorage,
    private readonly now: () => number = Date.now,
  ) {
    this.leftOver = this.load();
  }

  private load(): AccessTokens | null {
    try {
      const raw = this.storage?.getItem(EXTRA_STORAGE_KEY);
      return raw ? (JSON.parse(raw) as AccessTokens) : null;
    } catch {
      return null;
    }
  }

  get current(): AccessTokens | null {
    return this.tokens;
  }

  /** Whether the vault's session is open in this page. */
  isOpen = (): boolean => this.tokens !== null;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The record left by an earlier page of this tab, handed out once, for ending it on the server. */
  takeLeftOver(): AccessTokens | null {
    const leftOver = this.leftOver;
    this.leftOver = null;
    return leftOver;
  }

  private set(tokens: AccessTokens | null): void {
    const changed = (this.tokens === null) !== (tokens === null);
    this.tokens = tokens;
    try {
      if (tokens) this.storage?.setItem(EXTRA_STORAGE_KEY, JSON.stringify(tokens));
      else this.storage?.removeItem(EXTRA_STORAGE_KEY);
    } catch {
      // Private mode or a full quota: the session still works in memory.
    }
    if (changed) for (const listener of this.listeners) listener();
  }

  /** A new or refreshed record; `created` is this device's clock, as for the access token. */
  open(tokens: Pick<AccessTokens, 'token' | 'refreshToken' | 'expiresIn'>): void {
    const { token, refreshToken, expiresIn } = tokens;
    this.set({ token, refreshToken, expiresIn, created: new Date(this.now()).toISOString() });
  }

  clear(): void {
    this.leftOver = null;
    this.set(null);
  }

  /** Ends with the sign-in: signing out, or in as someone else, closes the vault too. */
  follow(main: Pick<SessionStore, 'subscribe' | 'current'>): void {
    let userId = main.current?._id ?? null;
    main.subscribe(() => {
      const next = main.current?._id ?? null;
      if (next !== userId) this.clear();
      userId = next;
    });
  }
}

export const extraSession = new ExtraSessionStore();
extraSession.follow(mainSession);
