import type { Envelope } from '@ordna/contract/envelope';
import {
  CONNECTIVITY_TIMEOUT_MS,
  HEADERS,
  SESSION_TIMEOUT_WARNING_MS,
  TOKEN_EXPIRY_MARGIN_MS,
} from '@ordna/contract/constants';
import { messages } from '@ordna/contract/messages';
import { deviceFingerprint } from './fingerprint';
import { isAccessExpired, type SessionStore } from './session';

/** A failed call: the server's message (already a sentence for a person), its status and retry flag. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retry = false,
  ) {
    super(message);
  }
}

export interface SignOutReason {
  message: string;
  kind: 'warning' | 'error';
  timeoutMs?: number;
}

export interface ClientDeps {
  session: SessionStore;
  fetch: typeof fetch;
  now: () => number;
  /** Called when the session ends against the person's will (refresh failed, 403). */
  onSignedOut: (reason: SignOutReason) => void;
  userAgent: () => string;
  languages: () => readonly string[];
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Params = Record<string, string | number | boolean | undefined | null>;

interface CallOptions {
  params?: Params;
  body?: unknown;
  signal?: AbortSignal;
}

const isAuthCall = (path: string) =>
  path.startsWith('/auth/') &&
  !path.startsWith('/auth/user') &&
  !path.startsWith('/auth/2fa/') &&
  !path.startsWith('/auth/devices') &&
  !path.startsWith('/auth/password');

/**
 * The one HTTP client (spec section 4): adds the headers, unwraps the envelope, refreshes an
 * expired access token once for every concurrent caller, refreshes and retries a 401 once,
 * and signs the person out on a 403 (with the server's message) or a failed refresh
 * ('Session timed out.').
 */
export class ApiClient {
  private refreshing: Promise<boolean> | null = null;

  constructor(private readonly deps: ClientDeps) {}

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
    const authCall = isAuthCall(path);
    if (!authCall) await this.ensureFreshToken();
    let response = await this.send(method, path, options);
    if (response.status === 401 && !authCall && this.deps.session.current) {
      if (await this.refresh()) response = await this.send(method, path, options);
    }
    return this.unwrap<T>(response, authCall);
  }

  /** Checks the connection to the server: true when /api/health answers within 4 s. */
  async ping(): Promise<boolean> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), CONNECTIVITY_TIMEOUT_MS);
    try {
      const response = await this.deps.fetch('/api/health', { signal: controller.signal, cache: 'no-store' });
      return response.ok;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  private headers(hasBody: boolean): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (hasBody) headers['content-type'] = 'application/json';
    const user = this.deps.session.current;
    if (user) {
      headers[HEADERS.accessToken] = user.access.token;
      headers[HEADERS.deviceFingerprint] = deviceFingerprint(this.deps.userAgent(), this.deps.languages(), user._id);
    }
    return headers;
  }

  private send(method: Method, path: string, { params, body, signal }: CallOptions): Promise<Response> {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params ?? {})) {
      if (value !== undefined && value !== null) query.set(key, String(value));
    }
    const url = `/api${path}${query.size ? `?${query.toString()}` : ''}`;
    const hasBody = body !== undefined;
    return this.deps
      .fetch(url, { method, headers: this.headers(hasBody), body: hasBody ? JSON.stringify(body) : undefined, signal })
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        throw new ApiError('Could not reach the server. Check your connection.', 0, true);
      });
  }

  private async unwrap<T>(response: Response, authCall: boolean): Promise<T> {
    let envelope: Envelope<T> | null = null;
    try {
      envelope = (await response.json()) as Envelope<T>;
    } catch {
      envelope = null;
    }
    if (response.ok && envelope?.status) return envelope.data;
    const message = envelope && !envelope.status ? envelope.message : `The server answered ${response.status}.`;
    const retry = envelope && !envelope.status ? Boolean(envelope.retry) : response.status >= 500;
    if (response.status === 403 && !authCall && this.deps.session.current) {
      this.signOut({ message, kind: 'error' });
    }
    throw new ApiError(message, response.status, retry);
  }

  private async ensureFreshToken(): Promise<void> {
    const user = this.deps.session.current;
    if (user && isAccessExpired(user.access, this.deps.now(), TOKEN_EXPIRY_MARGIN_MS)) await this.refresh();
  }

  /** One refresh at a time: concurrent callers wait for the same one. */
  refresh(): Promise<boolean> {
    this.refreshing ??= this.doRefresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async doRefresh(): Promise<boolean> {
    const user = this.deps.session.current;
    if (!user) return false;
    try {
      const response = await this.send('POST', '/auth/refreshtoken', {
        body: { refreshToken: user.access.refreshToken },
      });
      const envelope = (await response.json()) as Envelope<{
        token: string;
        refreshToken: string;
        expiresIn: number;
        created?: string;
      }>;
      if (!response.ok || !envelope.status) throw new Error('refresh refused');
      this.deps.session.setAccess(envelope.data);
      return true;
    } catch {
      this.signOut({ message: messages.sessionTimedOut, kind: 'warning', timeoutMs: SESSION_TIMEOUT_WARNING_MS });
      return false;
    }
  }

  /** Ends the session here and, best effort, on the server. */
  async signOut(reason?: SignOutReason): Promise<void> {
    const user = this.deps.session.current;
    if (!user) return;
    this.deps.session.clear();
    if (reason) this.deps.onSignedOut(reason);
    try {
      await this.deps.fetch('/api/auth/logout', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken: user.access.refreshToken }),
      });
    } catch {
      // Offline: the refresh token expires on its own; this device has forgotten it already.
    }
  }
}
