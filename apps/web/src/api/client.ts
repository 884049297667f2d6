import type { Envelope } from '@ordna/contract/kernel/envelope';
import {
  CONNECTIVITY_TIMEOUT_MS,
  HEADERS,
  SESSION_TIMEOUT_WARNING_MS,
  TOKEN_EXPIRY_MARGIN_MS,
} from '@ordna/contract/kernel/constants';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_WRITES } from '@ordna/contract/kernel/idempotency';
import { ApiError } from './api-error';
import { AUTH_PATHS } from './auth-paths';
import {
  WRITE_RETRY_DELAYS_MS,
  englishClientTexts,
  newIdempotencyKey,
  type CallOptions,
  type ClientDeps,
  type ClientTexts,
  type Method,
  type Params,
  type SignOutReason,
} from './client-options';
import { deviceFingerprint } from './fingerprint';
import { isAccessExpired } from './session';

// The error and what the client is given live beside it; callers import them from here as before.
export * from './api-error';
export * from './client-options';

/** Calls made without a session: they never refresh, retry or sign anyone out. */
const SESSIONLESS = new Set<string>([
  AUTH_PATHS.login,
  AUTH_PATHS.signUp,
  AUTH_PATHS.twoFactor,
  AUTH_PATHS.refreshToken,
  AUTH_PATHS.logout,
]);

/** ok: a fresh token is in the session; ended: the person is signed out; unreachable: try later. */
type RefreshOutcome = 'ok' | 'ended' | 'unreachable';

async function readEnvelope<T>(response: Response): Promise<Envelope<T> | null> {
  try {
    return (await response.json()) as Envelope<T>;
  } catch {
    return null;
  }
}

/**
 * The one HTTP client: adds the headers, unwraps the envelope, refreshes an
 * expired access token once for every concurrent caller, refreshes and retries a 401 once,
 * and signs the person out on a 403 (with the server's message) or a refused refresh
 * ('Session timed out.', 1500 ms). A refresh that cannot reach the server keeps the session:
 * being offline is not a reason to lose one's sign-in.
 */
export class ApiClient {
  private refreshing: Promise<RefreshOutcome> | null = null;
  private readonly texts: ClientTexts;

  constructor(private readonly deps: ClientDeps) {
    this.texts = { ...englishClientTexts, ...deps.texts };
  }

  get<T>(path: string, params?: Params, signal?: AbortSignal): Promise<T> {
    return this.call<T>('GET', path, { params, signal });
  }
  post<T>(path: string, body?: unknown): Promise<T> {
    return this.call<T>('POST', path, { body });
  }
  put<T>(path: string, body?: unknown): Promise<T> {
    return this.call<T>('PUT', path, { body });
  }
  delete<T>(path: string, params?: Params, body?: unknown): Promise<T> {
    return this.call<T>('DELETE', path, { params, body });
  }

  async call<T>(method: Method, path: string, options: CallOptions = {}): Promise<T> {
    if (SESSIONLESS.has(path)) return this.unwrap<T>(await this.send(method, path, options), false);
    if (!IDEMPOTENT_WRITES.has(`${method} ${path}`)) {
      return this.unwrap<T>(await this.sendSignedIn(method, path, options), true);
    }
    // One intended action, one key: every time it is sent again (a refreshed token, a lost
    // answer, a retryable refusal) it carries the same key, so the server applies it once.
    const key = options.idempotencyKey ?? newIdempotencyKey();
    const keyed = { ...options, headers: { ...options.headers, [IDEMPOTENCY_KEY_HEADER]: key } };
    const pause = this.deps.pause ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
    for (const delay of WRITE_RETRY_DELAYS_MS) {
      try {
        return await this.unwrap<T>(await this.sendSignedIn(method, path, keyed), true);
      } catch (error) {
        if (!(error instanceof ApiError) || !error.retry || options.signal?.aborted) throw error;
        await pause(delay);
      }
    }
    return this.unwrap<T>(await this.sendSignedIn(method, path, keyed), true);
  }

  /**
   * A signed-in call whose 403 leaves the sign-in alone and is the caller's to handle: a vault
   * call's 403 ends the vault's session only (api/extra-client.ts).
   */
  async callKeepingSession<T>(method: Method, path: string, options: CallOptions = {}): Promise<T> {
    return this.unwrap<T>(await this.sendSignedIn(method, path, options), false);
  }

  /**
   * A GET whose answer is read as it arrives (the live-updates stream): the same token handling
   * as every call, and the Response itself when it succeeds; a failure throws as call() does.
   */
  async stream(path: string, signal: AbortSignal): Promise<Response> {
    const response = await this.sendSignedIn('GET', path, { signal });
    if (response.ok) return response;
    return this.unwrap<never>(response, true);
  }

  /** Sends with a fresh token: refreshes an expiring one first, and after a 401 once more. */
  private async sendSignedIn(method: Method, path: string, options: CallOptions): Promise<Response> {
    const user = this.deps.session.current;
    if (user && isAccessExpired(user.access, this.deps.now(), TOKEN_EXPIRY_MARGIN_MS)) {
      this.assertRefreshed(await this.refresh());
    }
    const sentWith = this.deps.session.current?.access.token;
    let response = await this.send(method, path, options);
    if (response.status === 401 && sentWith && this.deps.session.current) {
      // Another caller may have refreshed while this call was on its way: then just retry.
      const refreshed = this.deps.session.current.access.token !== sentWith ? 'ok' : await this.refresh();
      this.assertRefreshed(refreshed);
      response = await this.send(method, path, options);
    }
    return response;
  }

  /** Checks the connection to the server: true when /api/health answers within 4 s. */
  async ping(): Promise<boolean> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), CONNECTIVITY_TIMEOUT_MS);
    try {
      const response = await this.deps.fetch('/api/health', { signal: controller.signal, cache: 'no-store' });
      // Read the answer to its end: an unread body leaves the request open in the browser.
      await response.arrayBuffer();
      return response.ok;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  /** One refresh at a time: concurrent callers wait for the same one. */
  refresh(): Promise<RefreshOutcome> {
    this.refreshing ??= this.lockedRefresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /** Ends the session here and, best effort, on the server. */
  async signOut(reason?: SignOutReason): Promise<void> {
    const user = this.deps.session.current;
    if (!user) return;
    this.deps.session.clear();
    if (reason) this.deps.onSignedOut(reason);
    try {
      await this.deps.fetch(`/api${AUTH_PATHS.logout}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken: user.access.refreshToken }),
      });
    } catch {
      // Offline: the refresh token expires on its own; this device has forgotten it already.
    }
  }

  private assertRefreshed(outcome: RefreshOutcome): void {
    if (outcome === 'ended') throw new ApiError(this.texts.sessionTimedOut(), 401);
    if (outcome === 'unreachable') throw new ApiError(this.texts.offline(), 0, true);
  }

  private headers(hasBody: boolean, extra: Record<string, string> = {}): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json', ...extra };
    if (hasBody) headers['content-type'] = 'application/json';
    const user = this.deps.session.current;
    if (user) {
      headers[HEADERS.accessToken] = user.access.token;
      headers[HEADERS.deviceFingerprint] = deviceFingerprint(this.deps.userAgent(), this.deps.languages(), user._id);
    }
    return headers;
  }

  private send(method: Method, path: string, { params, body, signal, headers }: CallOptions): Promise<Response> {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params ?? {})) {
      if (value !== undefined && value !== null) query.set(key, String(value));
    }
    const url = `/api${path}${query.size ? `?${query.toString()}` : ''}`;
    const hasBody = body !== undefined;
    return this.deps
      .fetch(url, {
        method,
        headers: this.headers(hasBody, headers),
        body: hasBody ? JSON.stringify(body) : undefined,
        signal,
      })
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        throw new ApiError(this.texts.offline(), 0, true);
      });
  }

  private async unwrap<T>(response: Response, sessionCall: boolean): Promise<T> {
    const envelope = await readEnvelope<T>(response);
    if (response.ok && envelope?.status) return envelope.data;
    const failure = envelope && !envelope.status ? envelope : null;
    const message = failure?.message ?? this.texts.unexpected(response.status);
    const retry = failure ? Boolean(failure.retry) : response.status >= 500;
    if (response.status === 403 && sessionCall && this.deps.session.current) {
      void this.signOut({ code: failure?.code, message, kind: 'error' });
    }
    throw new ApiError(message, response.status, retry, failure?.code);
  }

  private lockedRefresh(): Promise<RefreshOutcome> {
    const stale = this.deps.session.current;
    if (!stale) return Promise.resolve('ended');
    const run = () => this.doRefresh(stale.access.refreshToken);
    return this.deps.withRefreshLock ? this.deps.withRefreshLock(run) : run();
  }

  private async doRefresh(staleRefreshToken: string): Promise<RefreshOutcome> {
    // Another tab may have refreshed (and rotated the token) while this one waited for the lock.
    this.deps.session.reload();
    const user = this.deps.session.current;
    if (!user) return 'ended';
    if (user.access.refreshToken !== staleRefreshToken) return 'ok';

    let response: Response;
    try {
      response = await this.send('POST', AUTH_PATHS.refreshToken, { body: { refreshToken: staleRefreshToken } });
    } catch {
      return 'unreachable';
    }
    if (response.status >= 500) return 'unreachable';
    const envelope = await readEnvelope<{ token: string; refreshToken: string; expiresIn: number; created?: string }>(
      response,
    );
    if (response.ok && envelope?.status) {
      // Signed out (or in as someone else) meanwhile: the new token belongs to nobody here.
      if (this.deps.session.current?.access.refreshToken !== staleRefreshToken) return 'ended';
      this.deps.session.setAccess(envelope.data);
      return 'ok';
    }
    void this.signOut({
      message: this.texts.sessionTimedOut(),
      kind: 'warning',
      timeoutMs: SESSION_TIMEOUT_WARNING_MS,
    });
    return 'ended';
  }
}
