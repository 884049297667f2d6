import { pathOf, type AnswerOf, type Endpoint, type InputOf } from '@ordna/contract/kernel/endpoints';
import { api } from './api';
import type { ApiClient, CallOptions, Method } from './client';

/** What a call sends: the endpoint's query, path parameters and body, and how to send them. */
export type CallInput<E extends Endpoint> = InputOf<E> & Pick<CallOptions, 'signal' | 'headers' | 'idempotencyKey'>;

/** The input may be left out when the endpoint needs none. */
export type CallArgs<E extends Endpoint> = object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** The input as the client sends it, once its types have been checked against the endpoint. */
interface Sent extends Pick<CallOptions, 'signal' | 'headers' | 'idempotencyKey'> {
  query?: CallOptions['params'];
  params?: Record<string, unknown>;
  body?: unknown;
}

/**
 * Calls `endpoint` through `client` (docs/architecture.md, "Endpoints"): its method and path come
 * from the contract's table, and the answer's type from its success schema.
 */
export function callThrough<E extends Endpoint>(
  client: Pick<ApiClient, 'call'>,
  endpoint: E,
  ...[input]: CallArgs<E>
): Promise<AnswerOf<E>> {
  const { query, params, body, ...options } = (input ?? {}) as Sent;
  return client.call<AnswerOf<E>>(endpoint.method, pathOf(endpoint, params), { ...options, params: query, body });
}

/** Calls `endpoint` with the app's client: `call(countersEndpoints.readGroups, { signal })`. */
export function call<E extends Endpoint>(endpoint: E, ...input: CallArgs<E>): Promise<AnswerOf<E>> {
  return callThrough(api, endpoint, ...input);
}

/** The calls a console command makes (shared/area.ts, CommandApi): a read, a create or a change. */
export interface CommandClient {
  get<T>(path: string, params?: Record<string, string | number | boolean | undefined>): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
}

/** Calls a GET, POST or PUT `endpoint` from a console command, through the command's client. */
export function commandCall<E extends Endpoint & { method: 'GET' | 'POST' | 'PUT' }>(
  client: CommandClient,
  endpoint: E,
  ...[input]: CallArgs<E>
): Promise<AnswerOf<E>> {
  const { query, params, body } = (input ?? {}) as Sent;
  const path = pathOf(endpoint, params);
  if (endpoint.method === 'GET') {
    return client.get<AnswerOf<E>>(path, query as Record<string, string | number | boolean | undefined>);
  }
  return endpoint.method === 'POST' ? client.post<AnswerOf<E>>(path, body) : client.put<AnswerOf<E>>(path, body);
}

/** The list an endpoint answers when asked for all (it answers one thing when asked for one). */
export function listOf<T>(answer: T | T[]): T[] {
  return Array.isArray(answer) ? answer : [answer];
}

/**
 * The address of `endpoint` with its query, for what goes outside the client: a file download
 * (shared/download.ts), or a command line the person copies to another device.
 */
export function urlOf<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): string {
  const { query, params } = (input ?? {}) as Sent;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  return `/api${pathOf(endpoint, params)}${search.size ? `?${search.toString()}` : ''}`;
}

/** A call as recorded from its endpoint to be sent later: the method and path it had, its input and its key. */
export interface RecordedCall {
  method: Method;
  path: string;
  query?: CallOptions['params'];
  body?: unknown;
  idempotencyKey: string;
  /** Stops the call (a send that takes too long waits in the queue instead). */
  signal?: AbortSignal;
}

/**
 * Sends a call recorded earlier from `endpoint` (shared/offline-queue: a write kept on the device
 * across a reload, sent when the connection is back) with its own key.
 */
export function callRecorded<T>({ method, path, query, body, idempotencyKey, signal }: RecordedCall): Promise<T> {
  return api.call<T>(method, path, { params: query, body, idempotencyKey, signal });
}
