/**
 * How the API says no (docs/architecture.md, "One error pattern"): every refusal carries a
 * stable `code` beside its English `message`. The server answers both; the web app translates
 * by code, falling back to the message. Each area defines its refusals in its own contract
 * file with `defineRefusals('<area>', { key: 'English text' })`, and lists them once in
 * `refusal-catalogue.ts`, so a test can check that every code has a translation.
 */
export interface Refusal<C extends string = string> {
  readonly code: C;
  readonly message: string;
}

export type Refusals<A extends string, T extends Record<string, string>> = {
  readonly [K in keyof T & string]: Refusal<`${A}.${K}`>;
};

export function defineRefusals<const A extends string, const T extends Record<string, string>>(
  area: A,
  texts: T,
): Refusals<A, T> {
  const entries = Object.entries(texts).map(([key, message]) => [key, { code: `${area}.${key}`, message }]);
  return Object.fromEntries(entries) as Refusals<A, T>;
}

/** Refusals that belong to no area: malformed requests, the framework's own limits, failures. */
export const commonRefusals = defineRefusals('common', {
  invalidInput: 'The request is not valid.',
  instantOutOfRange: 'must be a time between 1970 and 2099',
  dateInvalid: 'must be a date written as YYYY-MM-DD',
  instantInvalid: 'must be an ISO-8601 date-time such as 2026-11-18T10:00:00Z',
  invalidJson: 'The request body is not valid JSON.',
  emptyBody: 'The request body is empty; JSON was expected.',
  notAnObject: 'The request body must be a JSON object.',
  notJson: 'The request body must be JSON, sent with Content-Type: application/json.',
  bodyTooLarge: 'The request body is too large.',
  badUrl: 'The address is not valid.',
  urlTooLong: 'The address is too long.',
  headersTooLarge: 'The request headers are too large.',
  requestTimeout: 'The request took too long to arrive; the connection was closed.',
  noSuchEndpoint: 'No such endpoint.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  unexpected: 'Something went wrong. Please try again.',
  databaseUnavailable: 'The database cannot be reached right now. Please try again in a moment.',
  busy: 'The server is busy right now. Please try again in a moment.',
  stopping: 'This server is stopping. Please try again in a moment.',
  metricsTokenRequired: 'The metrics need the bearer token that METRICS_TOKEN sets.',
});

/** Where a schema's issue keeps the code of its refusal: `issue.params.refusal`. */
export interface RefusalParams {
  readonly refusal: string;
}

/** The parts of a zod issue a coded message reads and writes (zod's raw issue has these). */
interface RawIssue {
  input?: unknown;
  params?: unknown;
}

/**
 * A schema check's message that carries its refusal's code (docs/architecture.md, "One error
 * pattern"): `z.string().min(3, refusalMessage(authRefusals.usernameTooShort))`. zod keeps only
 * a message from an error map, so the map also writes the code into the issue's `params`, where
 * the server reads it; the English text stays the refusal's own. Pass a function to pick the
 * refusal from the issue (a missing field versus a wrong type). zod asks the map for the message
 * before it copies the issue it reports; `refusal-codes.test.ts` fails if an upgrade changes that.
 */
export function refusalMessage(refusal: Refusal | ((issue: RawIssue) => Refusal)) {
  const error = (issue: RawIssue) => {
    const chosen = typeof refusal === 'function' ? refusal(issue) : refusal;
    issue.params = { ...(issue.params as object | undefined), refusal: chosen.code } satisfies RefusalParams;
    return chosen.message;
  };
  codedMessages.add(error);
  return { error };
}

/** The fields of an issue a `superRefine` adds: `ctx.addIssue({ code: 'custom', path, ...refusalIssue(r) })`. */
export function refusalIssue(refusal: Refusal) {
  return { message: refusal.message, params: { refusal: refusal.code } satisfies RefusalParams };
}

const codedMessages = new WeakSet<(issue: RawIssue) => string>();

/** Whether a schema's error map came from `refusalMessage` (the contract's test walks every schema with it). */
export function isCodedMessage(error: unknown): boolean {
  return typeof error === 'function' && codedMessages.has(error as (issue: RawIssue) => string);
}

/** The code a schema issue carries (see `refusalMessage`), if any. */
export function refusalCodeOf(issue: object): string | undefined {
  const params = (issue as { params?: Partial<RefusalParams> }).params;
  return typeof params?.refusal === 'string' ? params.refusal : undefined;
}

/** What `refusalMessage` gives: pass it where a zod check takes its message. */
export type CodedMessage = ReturnType<typeof refusalMessage>;
