/** Everything the server reads from its environment, with defaults; the README lists each. */
export interface Config {
  port: number;
  host: string;
  /** `postgres://...` for PostgreSQL; otherwise a SQLite file path (or `:memory:`). */
  databaseUrl: string;
  /** Secret for signing access tokens; when empty one is made once and kept in the database. */
  secret: string | null;
  accessTokenTtlMs: number;
  /** Folder of the built web app; the server serves it with an SPA fallback when it exists. */
  webDist: string | null;
  logLevel: string;
  /** Log every request and its answer at info level; off by default, as each costs CPU and disk. */
  logRequests: boolean;
  trustProxy: boolean;
  /** Failed logins allowed per username per 15 minutes before 429. */
  loginRateLimit: number;
  /** Calls to sign-in, sign-up, 2FA and refresh allowed per client address per minute. */
  authRateLimitPerMinute: number;
  /**
   * Check every answer against its route's declared schema (a zod parse per response) before it
   * leaves; tests turn it on, production sends answers unchecked (docs/architecture.md, "Answers").
   */
  validateAnswers: boolean;
  /** Live-update streams (GET /api/events) one person may hold open on one instance. */
  eventStreamsPerPerson: number;
  /** Live-update streams one instance holds open at most. */
  eventStreamsPerInstance: number;
  /** A stream ends after this long and the client opens a new one, so a signed-out session stops hearing. */
  eventStreamLifetimeMs: number;
  /** Address ranges (CIDR, comma-separated) a recipe import may fetch from although private or local. */
  recipeImportAllow: string;
  /** A SearXNG-compatible JSON search the recipe suggestions ask for pages; null when none is set up. */
  recipeSearchUrl: string | null;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL ?? './data/ordna.db',
    secret: env.ORDNA_SECRET || null,
    accessTokenTtlMs: Number(env.ACCESS_TOKEN_TTL_SECONDS ?? 900) * 1000,
    webDist: env.WEB_DIST ?? null,
    logLevel: env.LOG_LEVEL ?? 'info',
    logRequests: env.LOG_REQUESTS === '1' || env.LOG_REQUESTS === 'true',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT ?? 10),
    authRateLimitPerMinute: Number(env.AUTH_RATE_LIMIT_PER_MINUTE ?? 30),
    // Off unless asked: checking is a zod parse per answer. bench/answer-checking.ts on 2 busy
    // shared cores, unchecked → checked: GET /api/auth/user 1292 → 1130 req/s (512 → 606 µs
    // server CPU per request); GET /api/time-group?date=… with 200 sub groups 85 → 87 req/s
    // (3224 → 3280 µs), where the database work dwarfs it.
    validateAnswers: env.VALIDATE_ANSWERS === '1' || env.VALIDATE_ANSWERS === 'true',
    eventStreamsPerPerson: Number(env.EVENT_STREAMS_PER_PERSON ?? 10),
    eventStreamsPerInstance: Number(env.EVENT_STREAMS_PER_INSTANCE ?? 2000),
    eventStreamLifetimeMs: Number(env.EVENT_STREAM_MAX_SECONDS ?? env.ACCESS_TOKEN_TTL_SECONDS ?? 900) * 1000,
    recipeImportAllow: env.RECIPE_IMPORT_ALLOW ?? '',
    recipeSearchUrl: env.RECIPE_SEARCH_URL || null,
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: ':memory:',
    secret: 'test-secret-test-secret-test-secret',
    accessTokenTtlMs: 15 * 60 * 1000,
    webDist: null,
    logLevel: 'silent',
    logRequests: false,
    trustProxy: false,
    loginRateLimit: 10,
    authRateLimitPerMinute: 1000,
    validateAnswers: true,
    eventStreamsPerPerson: 10,
    eventStreamsPerInstance: 2000,
    // Short, so a test that calls every route through app.inject (which waits for the end) ends.
    eventStreamLifetimeMs: 50,
    recipeImportAllow: '',
    recipeSearchUrl: null,
    ...overrides,
  };
}
