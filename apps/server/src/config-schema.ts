import fs from 'node:fs';
import path from 'node:path';
import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Every environment variable the server reads (the README's "Configuration" table), as one zod
 * schema. A value that is set but empty counts as unset; anything else that does not fit stops
 * the server at start, with the variable, its value and what is expected (config.ts).
 */

/** What each variable takes, as the refusal at start says it. */
const expected = {
  PORT: 'a port number from 0 to 65535',
  HOST: 'an IP address or host name to listen on, such as 0.0.0.0 or ::',
  DATABASE_URL: 'a SQLite file path, :memory:, or postgres://user:pass@host:5432/db',
  DATABASE_POOL_SIZE: 'a whole number of connections from 1 to 1000',
  ORDNA_SECRET: 'at least 16 characters (or unset, to keep one made once in the database)',
  ACCESS_TOKEN_TTL_SECONDS: 'a whole number of seconds from 60 to 86400, without a unit',
  WEB_DIST: 'a folder that holds the built web app (its index.html)',
  LOG_LEVEL: 'one of fatal, error, warn, info, debug, trace, silent',
  LOG_REQUESTS: 'true or false (or 1 or 0)',
  TRUST_PROXY: 'true or false (or 1 or 0)',
  LOGIN_RATE_LIMIT: 'a whole number of failed sign-ins from 1 to 100000',
  AUTH_RATE_LIMIT_PER_MINUTE: 'a whole number of calls from 1 to 1000000',
  VALIDATE_ANSWERS: 'true or false (or 1 or 0)',
  EVENT_STREAMS_PER_PERSON: 'a whole number of streams from 1 to 1000',
  EVENT_STREAMS_PER_INSTANCE: 'a whole number of streams from 1 to 1000000',
  EVENT_STREAM_MAX_SECONDS: 'a whole number of seconds from 10 to 86400, without a unit',
  REQUEST_TIMEOUT_SECONDS: 'a whole number of seconds from 5 to 3600, without a unit',
  STOP_DRAIN_SECONDS: 'a whole number of seconds from 0 to 60, without a unit',
  RECIPE_IMPORT_ALLOW: 'comma-separated address ranges such as 192.168.1.0/24,fd00::/8',
  RECIPE_SEARCH_URL: 'an http(s) address such as https://searx.example/search',
  METRICS_TOKEN: 'at least 16 characters without spaces (or unset, to keep /metrics off)',
} as const;

export type SettingName = keyof typeof expected;

function wholeNumber(min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}

const yesOrNo = z
  .string()
  .regex(/^(true|false|1|0)$/i)
  .transform((value) => value === '1' || value.toLowerCase() === 'true');

/** A CIDR range (or one address) as RECIPE_IMPORT_ALLOW lists them. */
function isAddressRange(entry: string): boolean {
  const [network = '', prefix, ...rest] = entry.split('/');
  const family = isIP(network);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A postgres:// URL that parses, or a path: never another scheme taken as a file name by mistake. */
function isDatabaseUrl(value: string): boolean {
  if (/^postgres(ql)?:\/\//.test(value)) {
    try {
      return new URL(value).hostname !== '';
    } catch {
      return false;
    }
  }
  return !/^[a-z][a-z0-9+.-]+:/i.test(value) || value === ':memory:';
}

const hostName =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

const blankIsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const shape = {
  PORT: wholeNumber(0, 65535).default(3000),
  HOST: z
    .string()
    .max(253)
    .refine((value) => isIP(value) !== 0 || hostName.test(value))
    .default('0.0.0.0'),
  DATABASE_URL: z.string().max(4096).refine(isDatabaseUrl).default('./data/ordna.db'),
  DATABASE_POOL_SIZE: wholeNumber(1, 1000).default(10),
  ORDNA_SECRET: z.string().min(16).max(4096).optional(),
  ACCESS_TOKEN_TTL_SECONDS: wholeNumber(60, 86_400).default(900),
  WEB_DIST: z
    .string()
    .refine((folder) => fs.existsSync(path.join(folder, 'index.html')))
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_REQUESTS: yesOrNo.default(false),
  TRUST_PROXY: yesOrNo.default(false),
  LOGIN_RATE_LIMIT: wholeNumber(1, 100_000).default(10),
  AUTH_RATE_LIMIT_PER_MINUTE: wholeNumber(1, 1_000_000).default(30),
  VALIDATE_ANSWERS: yesOrNo.default(false),
  EVENT_STREAMS_PER_PERSON: wholeNumber(1, 1000).default(10),
  EVENT_STREAMS_PER_INSTANCE: wholeNumber(1, 1_000_000).default(2000),
  EVENT_STREAM_MAX_SECONDS: wholeNumber(10, 86_400).optional(),
  REQUEST_TIMEOUT_SECONDS: wholeNumber(5, 3600).default(60),
  STOP_DRAIN_SECONDS: wholeNumber(0, 60).default(0),
  RECIPE_IMPORT_ALLOW: z
    .string()
    .max(10_000)
    .refine((list) =>
      list
        .split(',')
        .map((entry) => entry.trim())
        .every((entry) => entry === '' || isAddressRange(entry)),
    )
    .default(''),
  RECIPE_SEARCH_URL: z.string().max(2048).refine(isHttpUrl).optional(),
  METRICS_TOKEN: z
    .string()
    .regex(/^\S{16,4096}$/)
    .optional(),
} satisfies Record<SettingName, z.ZodType>;

/** The environment as the server's settings; other variables pass through unread. */
export const settingsSchema = z.preprocess(
  (env) =>
    Object.fromEntries(Object.keys(shape).map((name) => [name, blankIsUnset((env as Record<string, unknown>)[name])])),
  z.object(shape),
);

/** Settings whose refused value is never printed, only its length. */
const SECRET_SETTINGS = new Set(['ORDNA_SECRET', 'METRICS_TOKEN']);

/** One line per bad variable: its name, the value given, and what it takes. */
export function settingErrors(error: z.ZodError, env: NodeJS.ProcessEnv): string[] {
  const names = new Set(error.issues.map((issue) => String(issue.path[0])));
  return [...names].map((name) => {
    const value = env[name] ?? '';
    const shown = SECRET_SETTINGS.has(name) ? `(${value.length} characters)` : JSON.stringify(value);
    return `  ${name}=${shown} is not valid: expected ${expected[name as SettingName] ?? 'a valid value'}.`;
  });
}
