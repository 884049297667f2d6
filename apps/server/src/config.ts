import { settingsSchema, settingErrors } from './config-schema';

/** Everything the server reads from its environment, with defaults; the README lists each. */
export interface Config {
  port: number;
  host: string;
  /** `postgres://...` for PostgreSQL; otherwise a SQLite file path (or `:memory:`). */
  databaseUrl: string;
  /** Connections each instance's PostgreSQL pool may open (it holds one more for live updates). */
  databasePoolSize: number;
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
  /** A request's line, headers and body must all arrive within this long, or the connection is closed. */
  requestTimeoutMs: number;
  /**
   * After SIGTERM, how long the server keeps serving while its health check answers 503, so a
   * balancer that checks health takes it out before it stops accepting connections (0: stop at once).
   */
  stopDrainMs: number;
  /** Address ranges (CIDR, comma-separated) a recipe import may fetch from although private or local. */
  recipeImportAllow: string;
  /** A SearXNG-compatible JSON search the recipe suggestions ask for pages; null when none is set up. */
  recipeSearchUrl: string | null;
  /** The bearer token `GET /metrics` needs; null keeps the metrics off (404). */
  metricsToken: string | null;
}

/** A configuration the server cannot start with: every bad variable, one line each. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Ordna cannot start: the configuration has ${problems.length} bad value(s).\n${problems.join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * The configuration from the environment, every variable checked against `config-schema.ts`;
 * throws a ConfigError naming each bad variable, its value and what is expected.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(settingErrors(parsed.error, env));
  const s = parsed.data;
  return {
    port: s.PORT,
    host: s.HOST,
    databaseUrl: s.DATABASE_URL,
    databasePoolSize: s.DATABASE_POOL_SIZE,
    secret: s.ORDNA_SECRET ?? null,
    accessTokenTtlMs: s.ACCESS_TOKEN_TTL_SECONDS * 1000,
    webDist: s.WEB_DIST ?? null,
    logLevel: s.LOG_LEVEL,
    logRequests: s.LOG_REQUESTS,
    trustProxy: s.TRUST_PROXY,
    loginRateLimit: s.LOGIN_RATE_LIMIT,
    authRateLimitPerMinute: s.AUTH_RATE_LIMIT_PER_MINUTE,
    // Off unless asked: checking is a zod parse per answer. bench/answer-checking.ts on 2 busy
    // shared cores, unchecked → checked: GET /api/auth/user 1292 → 1130 req/s (512 → 606 µs
    // server CPU per request); GET /api/time-group?date=… with 200 sub groups 85 → 87 req/s
    // (3224 → 3280 µs), where the database work dwarfs it.
    validateAnswers: s.VALIDATE_ANSWERS,
    eventStreamsPerPerson: s.EVENT_STREAMS_PER_PERSON,
    eventStreamsPerInstance: s.EVENT_STREAMS_PER_INSTANCE,
    eventStreamLifetimeMs: (s.EVENT_STREAM_MAX_SECONDS ?? s.ACCESS_TOKEN_TTL_SECONDS) * 1000,
    requestTimeoutMs: s.REQUEST_TIMEOUT_SECONDS * 1000,
    stopDrainMs: s.STOP_DRAIN_SECONDS * 1000,
    recipeImportAllow: s.RECIPE_IMPORT_ALLOW,
    recipeSearchUrl: s.RECIPE_SEARCH_URL ?? null,
    metricsToken: s.METRICS_TOKEN ?? null,
  };
}

/** `readConfig`, or the list of bad variables on stderr and exit code 1 (main.ts starts with it). */
export function readConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return readConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: ':memory:',
    databasePoolSize: 10,
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
    requestTimeoutMs: 60_000,
    stopDrainMs: 0,
    recipeImportAllow: '',
    recipeSearchUrl: null,
    metricsToken: null,
    ...overrides,
  };
}
