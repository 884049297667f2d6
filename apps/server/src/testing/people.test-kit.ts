import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { LoginAnswer, RecoveryCodes, TwoFactorSetup, User } from '@ordna/contract/auth';
import { as, body, type MovableClock } from './test-app.test-kit';
import { totpCodeAt } from '../areas/auth/two-factor';

export { totpCodeAt };

/** Shorthands for the auth tests: every call goes through app.inject, as a browser's would. */
export const PASSWORD = 'correct horse battery';

type Headers = Record<string, string>;

export function post(app: FastifyInstance, url: string, payload?: unknown, headers: Headers = {}) {
  return app.inject({ method: 'POST', url, headers, ...(payload !== undefined && { payload: payload as object }) });
}

export function put(app: FastifyInstance, url: string, payload: unknown, headers: Headers = {}) {
  return app.inject({ method: 'PUT', url, headers, payload: payload as object });
}

export function get(app: FastifyInstance, url: string, headers: Headers = {}) {
  return app.inject({ method: 'GET', url, headers });
}

export function del(app: FastifyInstance, url: string, headers: Headers = {}) {
  return app.inject({ method: 'DELETE', url, headers });
}

export function login(app: FastifyInstance, username: string, password = PASSWORD, headers: Headers = {}) {
  return post(app, '/api/auth/login', { username, password }, headers);
}

/** Logs in a person without two-factor sign-in: a new session with its own tokens. */
export async function loginUser(app: FastifyInstance, username: string, headers: Headers = {}): Promise<User> {
  const response = await login(app, username, PASSWORD, headers);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return body<User>(response).data;
}

export function refresh(app: FastifyInstance, refreshToken: string) {
  return post(app, '/api/auth/refreshtoken', { refreshToken });
}

export function whoAmI(app: FastifyInstance, user: User, headers: Headers = {}) {
  return get(app, '/api/auth/user', { ...as(user), ...headers });
}

/** The failure envelope's message. */
export function messageOf(response: LightMyRequestResponse): string | undefined {
  return body(response).message;
}

/** Turns two-factor sign-in on with a code computed from the secret at the test clock's time. */
export async function enableTwoFactor(
  app: FastifyInstance,
  user: User,
  clock: MovableClock,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await post(app, '/api/auth/2fa/setup', undefined, as(user));
  if (setup.statusCode !== 200) throw new Error(`2FA set-up failed: ${setup.body}`);
  const { secret } = body<TwoFactorSetup>(setup).data;
  const enable = await post(app, '/api/auth/2fa/enable', { code: totpCodeAt(secret, clock.now) }, as(user));
  if (enable.statusCode !== 200) throw new Error(`2FA enable failed: ${enable.body}`);
  return { secret, recoveryCodes: body<RecoveryCodes>(enable).data.recoveryCodes };
}

export function loginAnswer(response: LightMyRequestResponse): LoginAnswer {
  return body<LoginAnswer>(response).data;
}

/** One person's calls to any API route, answered as status, data, code and message. */
export function personClient(app: FastifyInstance, user: User) {
  const call = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const response = await app.inject({ method, url: `/api${url}`, headers: as(user), payload });
    const envelope = body<T>(response);
    return { status: response.statusCode, data: envelope.data, code: envelope.code, message: envelope.message };
  };
  return {
    get: <T>(url: string) => call<T>('GET', url),
    post: <T>(url: string, payload: object) => call<T>('POST', url, payload),
    put: <T>(url: string, payload: object) => call<T>('PUT', url, payload),
    del: <T>(url: string, payload?: object) => call<T>('DELETE', url, payload),
  };
}
