import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema';
import type { User } from '@ordna/contract/auth';
import type { TimeListEntry, TimeStamp } from '@ordna/contract/time';
import { as, createTestApp, type TestApp } from '../../testing/test-app.test-kit';
import { useTestApp } from '../../testing/use-test-app.test-kit';

/** Test helpers for the time area: a small client per person over app.inject. */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Answer<T> {
  status: number;
  data: T;
  /** A failure's refusal code. */
  code?: string;
  message?: string;
  response: LightMyRequestResponse;
}

export interface TimeClient {
  user: User;
  get<T = unknown>(url: string): Promise<Answer<T>>;
  post<T = unknown>(url: string, payload: unknown): Promise<Answer<T>>;
  put<T = unknown>(url: string, payload: unknown): Promise<Answer<T>>;
  del<T = unknown>(url: string): Promise<Answer<T>>;
  /** Creates a time group and answers its id. */
  group(name: string): Promise<string>;
  /** Starts (or with endTime, records) a stamp and answers it. */
  stamp(timeGroupId: string, name: string, startTime?: string, endTime?: string): Promise<TimeStamp>;
  /** The time group list for a date. */
  list(date?: string, auto?: boolean): Promise<TimeListEntry[]>;
}

export function timeClient(app: FastifyInstance, user: User): TimeClient {
  const send = async <T>(method: Method, url: string, payload?: unknown): Promise<Answer<T>> => {
    const response = await app.inject({
      method,
      url: `/api${url}`,
      headers: as(user),
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
    });
    const isJson = String(response.headers['content-type'] ?? '').includes('json');
    const parsed = isJson
      ? (response.json() as { data: T; code?: string; message?: string })
      : { data: undefined as T, code: undefined, message: undefined };
    return { status: response.statusCode, data: parsed.data, code: parsed.code, message: parsed.message, response };
  };
  const client: TimeClient = {
    user,
    get: (url) => send('GET', url),
    post: (url, payload) => send('POST', url, payload),
    put: (url, payload) => send('PUT', url, payload),
    del: (url) => send('DELETE', url),
    async group(name) {
      const answer = await send<TimeListEntry>('POST', '/time-group', { name });
      if (answer.status !== 201) throw new Error(`group: ${answer.status} ${answer.message}`);
      return answer.data._id;
    },
    async stamp(timeGroupId, name, startTime, endTime) {
      const answer = await send<TimeStamp>('POST', '/time-stamp', { timeGroupId, name, startTime, endTime });
      if (answer.status !== 201) throw new Error(`stamp: ${answer.status} ${answer.message}`);
      return answer.data;
    },
    async list(date, auto) {
      const params = new URLSearchParams();
      if (date) params.set('date', date);
      if (auto !== undefined) params.set('auto', String(auto));
      const answer = await send<TimeListEntry[]>('GET', `/time-group?${params}`);
      if (answer.status !== 200) throw new Error(`list: ${answer.status} ${answer.message}`);
      return answer.data;
    },
  };
  return client;
}

export const HOUR = 3_600_000;
export const MINUTE = 60_000;

/** A test app whose access tokens outlive any clock jump the time tests make. */
export function createTimeTestApp(): Promise<TestApp> {
  return createTestApp({ accessTokenTtlMs: 20 * 365 * 24 * HOUR });
}

/** The time tests' `useTestApp`: their app, made by `createTimeTestApp`. */
export function useTimeTestApp(setUp?: (t: TestApp) => Promise<unknown>): TestApp {
  return useTestApp(setUp, createTimeTestApp);
}

/** Stamps written straight into the table, 500 to a statement (a busy person's many stamps, fast). */
export async function insertStampRows(t: TestApp, rows: Insertable<Database['timeStamps']>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500)
    await t.db
      .insertInto('timeStamps')
      .values(rows.slice(i, i + 500))
      .execute();
}
