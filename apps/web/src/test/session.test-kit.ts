import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { defaultPreferences, type Preferences, type User } from '@ordna/contract/auth';
import { session } from '../api/session';

/** Signs a test person in on this device's session (no server involved). */
export function signInForTest(preferences: Partial<Preferences> = {}): User {
  const user: User = {
    _id: 'user-1',
    username: 'ada',
    is2faEnabled: false,
    access: { token: 'token', refreshToken: 'refresh', created: new Date().toISOString(), expiresIn: 3_600_000 },
    userSessionId: 'session-1',
    preferences: { ...defaultPreferences, ...preferences },
  };
  session.signIn(user);
  return user;
}

type Answer = { status: number; body: unknown } | ((request: Request) => { status: number; body: unknown });

/** Replaces fetch: "METHOD /api/path" (query ignored) → the answer; anything else is a 404. */
export function stubServer(answers: Record<string, Answer>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method: request.method, path: `${url.pathname}${url.search}`, body });
    const answer = answers[`${request.method} ${url.pathname}`];
    const { status, body: answerBody } =
      typeof answer === 'function'
        ? answer(request)
        : (answer ?? { status: 404, body: { status: false, message: 'Not found' } });
    return new Response(JSON.stringify(answerBody), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, fetch: fetchStub };
}

/** After each test: the person signed out and fetch put back (`afterEach(endTestSession)`). */
export function endTestSession() {
  act(() => session.clear());
  vi.unstubAllGlobals();
}
