import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

/** The refusal readConfig throws for this environment, or a failure when it accepts it. */
function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('readConfig', () => {
  it('takes the README defaults from an empty environment', () => {
    expect(readConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: './data/ordna.db',
      databasePoolSize: 10,
      secret: null,
      accessTokenTtlMs: 900_000,
      webDist: null,
      logLevel: 'info',
      logRequests: false,
      trustProxy: false,
      loginRateLimit: 10,
      authRateLimitPerMinute: 30,
      validateAnswers: false,
      eventStreamsPerPerson: 10,
      eventStreamsPerInstance: 2000,
      eventStreamLifetimeMs: 900_000,
      requestTimeoutMs: 60_000,
      stopDrainMs: 0,
      recipeImportAllow: '',
      recipeSearchUrl: null,
      metricsToken: null,
    });
  });

  it('counts a variable set to nothing as unset', () => {
    expect(readConfig({ PORT: '', ORDNA_SECRET: '', LOG_LEVEL: ' ' })).toMatchObject({
      port: 3000,
      secret: null,
      logLevel: 'info',
    });
  });

  it('reads good values of every variable', () => {
    const web = fs.mkdtempSync(path.join(os.tmpdir(), 'ordna-web-'));
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html>');
    const config = readConfig({
      PORT: '8080',
      HOST: '::',
      DATABASE_URL: 'postgres://ordna:secret@db:5432/ordna',
      DATABASE_POOL_SIZE: '4',
      ORDNA_SECRET: 'a-secret-of-enough-length',
      ACCESS_TOKEN_TTL_SECONDS: '600',
      WEB_DIST: web,
      LOG_LEVEL: 'warn',
      LOG_REQUESTS: 'TRUE',
      TRUST_PROXY: '1',
      LOGIN_RATE_LIMIT: '5',
      AUTH_RATE_LIMIT_PER_MINUTE: '100',
      VALIDATE_ANSWERS: 'false',
      EVENT_STREAMS_PER_PERSON: '3',
      EVENT_STREAMS_PER_INSTANCE: '50',
      REQUEST_TIMEOUT_SECONDS: '30',
      STOP_DRAIN_SECONDS: '5',
      RECIPE_IMPORT_ALLOW: '192.168.1.0/24, fd00::/8,10.0.0.7',
      RECIPE_SEARCH_URL: 'https://searx.example/search',
      METRICS_TOKEN: 'a-metrics-token-of-length',
    });
    fs.rmSync(web, { recursive: true });
    expect(config).toMatchObject({
      port: 8080,
      host: '::',
      databasePoolSize: 4,
      secret: 'a-secret-of-enough-length',
      accessTokenTtlMs: 600_000,
      webDist: web,
      logLevel: 'warn',
      logRequests: true,
      trustProxy: true,
      loginRateLimit: 5,
      authRateLimitPerMinute: 100,
      validateAnswers: false,
      eventStreamsPerPerson: 3,
      eventStreamsPerInstance: 50,
      // A stream lives as long as a token unless told otherwise.
      eventStreamLifetimeMs: 600_000,
      requestTimeoutMs: 30_000,
      stopDrainMs: 5000,
      recipeSearchUrl: 'https://searx.example/search',
      metricsToken: 'a-metrics-token-of-length',
    });
    expect(readConfig({ EVENT_STREAM_MAX_SECONDS: '120' }).eventStreamLifetimeMs).toBe(120_000);
    expect(readConfig({ DATABASE_URL: ':memory:' }).databaseUrl).toBe(':memory:');
  });

  const bad: [string, string, string][] = [
    ['PORT', '70000', 'a port number from 0 to 65535'],
    ['PORT', 'http', 'a port number'],
    ['HOST', 'my host', 'an IP address or host name'],
    ['DATABASE_URL', 'sqlite:./data/ordna.db', 'a SQLite file path, :memory:, or postgres://'],
    ['DATABASE_URL', 'postgres://', 'a SQLite file path, :memory:, or postgres://user:pass@host:5432/db'],
    ['DATABASE_POOL_SIZE', '0', 'a whole number of connections from 1 to 1000'],
    ['ORDNA_SECRET', 'short', 'at least 16 characters'],
    ['ACCESS_TOKEN_TTL_SECONDS', '15m', 'a whole number of seconds from 60 to 86400, without a unit'],
    ['WEB_DIST', '/nowhere/ordna-web', 'a folder that holds the built web app'],
    ['LOG_LEVEL', 'loud', 'one of fatal, error, warn, info, debug, trace, silent'],
    ['LOG_REQUESTS', 'yes please', 'true or false'],
    ['TRUST_PROXY', 'maybe', 'true or false'],
    ['LOGIN_RATE_LIMIT', 'ten', 'a whole number of failed sign-ins'],
    ['AUTH_RATE_LIMIT_PER_MINUTE', '-5', 'a whole number of calls'],
    ['VALIDATE_ANSWERS', 'on', 'true or false'],
    ['EVENT_STREAMS_PER_PERSON', '2.5', 'a whole number of streams from 1 to 1000'],
    ['EVENT_STREAMS_PER_INSTANCE', '1e3', 'a whole number of streams'],
    ['EVENT_STREAM_MAX_SECONDS', '1h', 'a whole number of seconds from 10 to 86400'],
    ['REQUEST_TIMEOUT_SECONDS', '0', 'a whole number of seconds from 5 to 3600'],
    ['STOP_DRAIN_SECONDS', '5s', 'a whole number of seconds from 0 to 60'],
    ['STOP_DRAIN_SECONDS', '61', 'a whole number of seconds from 0 to 60'],
    ['RECIPE_IMPORT_ALLOW', '192.168.1.0/33', 'comma-separated address ranges'],
    ['RECIPE_IMPORT_ALLOW', '192.168.1.0/24,home', 'comma-separated address ranges'],
    ['RECIPE_SEARCH_URL', 'searx.example/search', 'an http(s) address'],
    ['RECIPE_SEARCH_URL', 'ftp://searx.example/', 'an http(s) address'],
    ['METRICS_TOKEN', 'short', 'at least 16 characters without spaces'],
    ['METRICS_TOKEN', 'a token of enough length', 'at least 16 characters without spaces'],
  ];

  it.each(bad)('refuses %s=%s, naming the variable, the value and what it takes', (name, value, takes) => {
    const [problem, ...others] = problemsOf({ [name]: value });
    expect(others).toEqual([]);
    const secret = name === 'ORDNA_SECRET' || name === 'METRICS_TOKEN';
    expect(problem).toContain(secret ? `${name}=(${value.length} characters)` : `${name}="${value}"`);
    expect(problem).toContain(`expected ${takes}`);
  });

  it('never prints the secret it refuses', () => {
    expect(problemsOf({ ORDNA_SECRET: 'hunter2' }).join('\n')).not.toContain('hunter2');
    expect(problemsOf({ METRICS_TOKEN: 'hunter2 hunter2 hunter2' }).join('\n')).not.toContain('hunter2');
  });

  it('names every bad variable at once', () => {
    const problems = problemsOf({ ACCESS_TOKEN_TTL_SECONDS: '15m', LOGIN_RATE_LIMIT: 'ten', PORT: '3000' });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('ACCESS_TOKEN_TTL_SECONDS="15m"');
    expect(problems[1]).toContain('LOGIN_RATE_LIMIT="ten"');
  });
});

describe('the server with a bad configuration', () => {
  it('stops at start with exit code 1 and says what is wrong', () => {
    const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');
    const env = { ...process.env, ACCESS_TOKEN_TTL_SECONDS: '15m', LOGIN_RATE_LIMIT: 'ten' };
    const run = spawnSync(process.execPath, ['--import', 'tsx', server], { env, encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Ordna cannot start: the configuration has 2 bad value(s).');
    expect(run.stderr).toContain(
      'ACCESS_TOKEN_TTL_SECONDS="15m" is not valid: expected a whole number of seconds from 60 to 86400, without a unit.',
    );
    expect(run.stderr).toContain('LOGIN_RATE_LIMIT="ten" is not valid: expected a whole number of failed sign-ins');
    expect(run.stderr).not.toContain('    at ');
  }, 60_000);
});
