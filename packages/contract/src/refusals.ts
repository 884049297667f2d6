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
});
