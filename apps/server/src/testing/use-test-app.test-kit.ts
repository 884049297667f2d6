import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { User } from '@ordna/contract/auth';
import type { Config } from '../config';
import { createSharedTestApps, createTestApp, signUp, type SharedTestApps, type TestApp } from './test-app.test-kit';

/**
 * The test app of one test file (or `describe` block), the set-up every server test opens with:
 * made in `beforeAll` (by `make`, or with these config overrides), then `setUp` (sign people up, make what the tests share), closed in
 * `afterAll`. The answer reads the app made for this run, so use its parts inside tests and hooks.
 */
export function useTestApp(
  setUp?: (t: TestApp) => Promise<unknown>,
  make: Partial<Config> | (() => Promise<TestApp>) = {},
): TestApp {
  let made: TestApp | null = null;
  const current = (): TestApp => {
    if (!made) throw new Error('the test app is made in beforeAll: read it inside a test or a hook');
    return made;
  };
  beforeAll(async () => {
    made = await (typeof make === 'function' ? make() : createTestApp(make));
    await setUp?.(made);
  });
  afterAll(() => made?.close());
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get dialect() {
      return current().dialect;
    },
    get clock() {
      return current().clock;
    },
    close: () => current().close(),
  };
}

/**
 * Two instances over one database (createSharedTestApps) for one test file or `describe` block,
 * made in `beforeAll` with these config overrides and closed in `afterAll`; `ready` gets the two
 * apps as they are made; `databaseUrl`, when given, is read then (a PostgreSQL database an earlier
 * `beforeAll` made) instead of TEST_DATABASE_URL. The answer reads the instances made for this
 * run (their clock, dbs…).
 */
export function useTwoInstances(
  overrides: Partial<Config> = {},
  ready: (apps: [FastifyInstance, FastifyInstance]) => void = () => {},
  databaseUrl?: () => string,
): SharedTestApps {
  let made: SharedTestApps | null = null;
  beforeAll(async () => {
    made = await createSharedTestApps(2, overrides, databaseUrl?.());
    ready(made.apps as [FastifyInstance, FastifyInstance]);
  });
  afterAll(() => made?.close());
  return new Proxy({} as SharedTestApps, {
    get(_, key: keyof SharedTestApps) {
      if (!made) throw new Error('the instances are made in beforeAll: read them inside a test or a hook');
      return made[key];
    },
  });
}

/** Sign-up fields for a person in Stockholm's time zone, and one on UTC. */
export const IN_STOCKHOLM = { timeZone: 'Europe/Stockholm' };
export const IN_UTC = { timeZone: 'UTC' };

/** Extra sign-up fields of each person (a time zone…), by the name the test calls them. */
type People<N extends string> = readonly N[] | Record<N, Record<string, unknown>>;

/**
 * Signs up one person per name, in order, and answers each by that name: as their User, or as
 * what `client` makes of them (an area's test client). The names are the test's, not usernames.
 */
export async function signUpPeople<N extends string>(app: FastifyInstance, people: People<N>): Promise<Record<N, User>>;
export async function signUpPeople<N extends string, C>(
  app: FastifyInstance,
  people: People<N>,
  client: (app: FastifyInstance, user: User) => C,
): Promise<Record<N, C>>;
export async function signUpPeople<N extends string, C>(
  app: FastifyInstance,
  people: People<N>,
  client?: (app: FastifyInstance, user: User) => C,
): Promise<Record<N, C | User>> {
  const entries: [N, Record<string, unknown>][] = Array.isArray(people)
    ? people.map((name: N) => [name, {}])
    : (Object.entries(people) as [N, Record<string, unknown>][]);
  const signedUp = {} as Record<N, C | User>;
  for (const [name, extra] of entries) {
    const user = await signUp(app, extra);
    signedUp[name] = client ? client(app, user) : user;
  }
  return signedUp;
}
