import type { z } from 'zod';
import { nothing } from './envelope';
import type { Refusal } from './refusals';

/**
 * Endpoints declared once (docs/architecture.md, "Endpoints"): each area's contract lists its
 * endpoints in one table; the server registers its routes from it (http/endpoint-route.ts), the
 * OpenAPI document is generated from those routes, and the web calls them through a typed client
 * (api/call.ts), so a path is written once and an answer's type comes from its schema.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An answer that is a file sent as it is (a CSV download), not JSON in the envelope. */
export interface FileAnswer {
  readonly file: string;
  readonly description: string;
}

/** An answer that is JSON outside the envelope (the OpenAPI document, as tools expect it). */
export interface BareAnswer {
  readonly bare: z.ZodType;
}

/** A success answer: the schema of the envelope's `data`, a file, or JSON outside the envelope. */
export type AnswerSchema = z.ZodType | FileAnswer | BareAnswer;

export interface EndpointDeclaration {
  readonly method: HttpMethod;
  /** Under /api; a `:name` is a path parameter declared in `params`. */
  readonly path: `/${string}`;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  readonly query?: z.ZodType;
  readonly params?: z.ZodType;
  readonly body?: z.ZodType;
  /** The success answers by status: each the data of the `{status: true, data}` envelope. */
  readonly answers: Readonly<Partial<Record<200 | 201, AnswerSchema>>>;
  /**
   * Every refusal this endpoint's handler may answer beside the common ones (none: `[]`); the
   * OpenAPI document lists them as `x-refusals`, and in tests the server answers 500 when a
   * handler raises one its endpoint does not declare (apps/server/src/http/declared-refusals.ts).
   */
  readonly refusals: readonly Refusal[];
  /** A write that takes an Idempotency-Key (kernel/idempotency.ts, IDEMPOTENT_WRITES). */
  readonly idempotent?: boolean;
}

/** What names the thing a delete deletes: its query, or (for the older routes) its body. */
export type DeletionInput =
  { readonly query: z.ZodType; readonly body?: never } | { readonly body: z.ZodType; readonly query?: never };

/**
 * A delete of one of the person's things (`DELETE <path>`) that answers nothing once it is gone:
 * the shape most areas' tables hold several times, so its method and answer are written here once.
 */
export function deletion<
  const P extends `/${string}`,
  const S extends string,
  const I extends DeletionInput,
  const R extends readonly Refusal[],
>(path: P, summary: S, input: I, refusals: R) {
  return { method: 'DELETE', path, summary, ...input, answers: { 200: nothing }, refusals } as const;
}

/** An endpoint as its table holds it: the declaration and its operationId. */
export type Endpoint = EndpointDeclaration & { readonly operationId: string };

type WithIds<A extends string, T extends Record<string, EndpointDeclaration>> = {
  readonly [K in keyof T & string]: T[K] & { readonly operationId: `${A}${Capitalize<K>}` };
};

/**
 * An area's endpoint table; each endpoint's operationId is the area's name and its key
 * (`counters` + `listGroups` → `countersListGroups`), so ids are unique across areas.
 */
export function defineEndpoints<const A extends string, const T extends Record<string, EndpointDeclaration>>(
  area: A,
  table: T,
): WithIds<A, T> {
  const entries = Object.entries(table).map(([key, endpoint]) => [
    key,
    { ...endpoint, operationId: `${area}${key.charAt(0).toUpperCase()}${key.slice(1)}` },
  ]);
  return Object.fromEntries(entries) as WithIds<A, T>;
}

type DataOf<S> = S extends z.ZodType
  ? z.output<S>
  : S extends FileAnswer
    ? Blob
    : S extends BareAnswer
      ? z.output<S['bare']>
      : never;

/** What a call of the endpoint resolves to: the data of its success answer(s). */
export type AnswerOf<E extends Endpoint> = DataOf<E['answers'][keyof E['answers']]>;

type Part<K extends string, T> = [T] extends [never]
  ? { readonly [P in K]?: never }
  : object extends T
    ? { readonly [P in K]?: T }
    : { readonly [P in K]: T };

/** A query's yes/no travels as the text 'true' or 'false'; the client writes a boolean as that text. */
type Sendable<T> = T extends 'true' | 'false' ? boolean | T : T;
type QueryIn<T> = { [K in keyof T]: Sendable<T[K]> };

type InputSchema<S, Query extends boolean = false> = S extends z.ZodType
  ? Query extends true
    ? QueryIn<z.input<S>>
    : z.input<S>
  : never;

/** What a caller sends: the query, path parameters and body the endpoint declares, and nothing else. */
export type InputOf<E extends Endpoint> = Part<'query', InputSchema<E['query'], true>> &
  Part<'params', InputSchema<E['params']>> &
  Part<'body', InputSchema<E['body']>>;

/** The path with its `:name` parameters filled in, each encoded. */
export function pathOf(endpoint: Endpoint, params?: Readonly<Record<string, unknown>>): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}

type Answers = EndpointDeclaration['answers'];
type DataOfAnswers<A extends Answers> = DataOf<A[keyof A]>;

/**
 * One reading of an endpoint whose answer depends on its query (`?storageItemId` answers one
 * item, `?query` a list): the same route with the narrower answer the web expects for that query.
 * The server registers the endpoint, never a view; a view's answer must be one of the endpoint's.
 */
export function viewOf<const E extends Endpoint, const A extends Answers>(
  endpoint: E,
  answers: DataOfAnswers<A> extends AnswerOf<E> ? A : never,
): Omit<E, 'answers'> & { readonly answers: A } {
  return { ...endpoint, answers };
}
