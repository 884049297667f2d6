import { authRefusals } from '@ordna/contract/auth/refusals';
import { HEADERS, SESSION_TIMEOUT_WARNING_MS, TOKEN_EXPIRY_MARGIN_MS } from '@ordna/contract/kernel/constants';
import type { ExtraTokens } from '@ordna/contract/auth';
import { AUTH_PATHS } from './auth-paths';
import {
  ApiError,
  englishClientTexts,
  type ApiClient,
  type CallOptions,
  type ClientTexts,
  type Method,
  type SignOutReason,
} from './client';
import type { ExtraSessionStore } from './extra-session';
import { isAccessExpired } from './session';

/** Where the vault's session ends on the server (`us signout -p`). */
export const EXTRA_SIGN_OUT_PATH = '/auth/extra-password/signout';

export interface ExtraClientDeps {
  api: Pick<ApiClient, 'callKeepingSession'>;
  extra: ExtraSessionStore;
  now: () => number;
  texts?: ClientTexts;
}

type RefreshOutcome = 'ok' | 'ended' | 'unreachable';

/**
 * Calls behind the vault's second sign-in: each carries the extra token beside the access token.
 * The extra token follows the access token's rules (docs/architecture.md, "A request, end to
 * end"): expired once its age plus 1 s reaches its lifetime, one refresh for every concurrent
 * caller, and a refused refresh or a 403 ends the vault's session only, never the sign-in.
 */
export class ExtraClient {
  private refreshing: Promise<RefreshOutcome> | null = null;
  /** Told when the vault's session ends against the person's will; the passwords area words it. */
  onEnded: (reason: SignOutReason) => void = () => {};

  private readonly texts: ClientTexts;

  constructor(private readonly deps: ExtraClientDeps) {
    this.texts = deps.texts ?? englishClientTexts;
  }

  get<T>(path: string, params?: CallOptions['params']): Promise<T> {
    return this.call<T>('GET', path, { params });
  }
  post<T>(path: string, body?: unknown): Promise<T> {
    return this.call<T>('POST', path, { body });
  }
  put<T>(path: string, body?: unknown): Promise<T> {
    return this.call<T>('PUT', path, { body });
  }
  delete<T>(path: string, body?: unknown): Promise<T> {
    return this.call<T>('DELETE', path, { body });
  }

  async call<T>(method: Method, path: string, options: CallOptions = {}): Promise<T> {
    const tokens = this.deps.extra.current;
    if (!tokens) throw this.notSignedIn();
    if (isAccessExpired(tokens, this.deps.now(), TOKEN_EXPIRY_MARGIN_MS)) {
      const outcome = await this.refresh();
      if (outcome === 'ended') throw this.notSignedIn();
      if (outcome === 'unreachable') throw new ApiError(this.texts.offline(), 0, true);
    }
    const token = this.deps.extra.current?.token;
    if (!token) throw this.notSignedIn();
    try {
      return await this.deps.api.callKeepingSession<T>(method, path, {
        ...options,
        headers: { ...options.headers, [HEADERS.extraToken]: token },
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) {
        this.end({ code: error.code, message: error.message, kind: 'error' });
      }
      throw error;
    }
  }

  /** One refresh at a time: concurrent callers wait for the same one. */
  refresh(): Promise<RefreshOutcome> {
    this.refreshing ??= this.doRefresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /** Ends the vault's session here and, best effort, on the server. */
  async signOut(): Promise<void> {
    const tokens = this.deps.extra.current ?? this.deps.extra.takeLeftOver();
    this.deps.extra.clear();
    if (!tokens) return;
    await this.endOnServer(tokens.token);
  }

  /** Ends a record an earlier page of this tab left behind, so no unused vault session stays open. */
  async endLeftOver(): Promise<void> {
    const leftOver = this.deps.extra.takeLeftOver();
    if (leftOver) await this.endOnServer(leftOver.token);
  }

  private async endOnServer(token: string): Promise<void> {
    try {
      await this.deps.api.callKeepingSession('POST', EXTRA_SIGN_OUT_PATH, { headers: { [HEADERS.extraToken]: token } });
    } catch {
      // Expired or offline: the server's session ends on its own; this tab has forgotten it already.
    }
  }

  private notSignedIn(): ApiError {
    const refusal = authRefusals.extraSignInRequired;
    return new ApiError(refusal.message, 403, false, refusal.code);
  }

  private end(reason: SignOutReason): void {
    if (!this.deps.extra.current) return;
    this.deps.extra.clear();
    this.onEnded(reason);
  }

  private async doRefresh(): Promise<RefreshOutcome> {
    const stale = this.deps.extra.current;
    if (!stale) return 'ended';
    let fresh: ExtraTokens;
    try {
      fresh = await this.deps.api.callKeepingSession<ExtraTokens>('POST', AUTH_PATHS.refreshToken, {
        body: { extraRefreshToken: stale.refreshToken },
      });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 0 || error.status >= 500)) return 'unreachable';
      this.end({ message: this.texts.sessionTimedOut(), kind: 'warning', timeoutMs: SESSION_TIMEOUT_WARNING_MS });
      return 'ended';
    }
    // Locked or signed out meanwhile: the new token belongs to no open vault.
    if (this.deps.extra.current?.refreshToken !== stale.refreshToken) return 'ended';
    this.deps.extra.open(fresh);
    return 'ok';
  }
}
