import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signUpFast } from '../support';

/** The signed-in person's access token, as the app stored it in this browser. */
export async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('ordna.user') ?? '{}') as { access: { token: string } }).access.token,
  );
}

export type ApiMethod = 'get' | 'post' | 'put' | 'delete';

/**
 * Calls the API as the person signed in on `page` and answers the envelope's `data`, failing the
 * journey on a refusal. Through `request` when given: from outside the browser, whose connection
 * a journey may cut.
 */
export async function apiAs(page: Page, request: APIRequestContext = page.request) {
  const token = await tokenOf(page);
  return async <T>(
    method: ApiMethod,
    path: string,
    data?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> => {
    const response = await request[method](`/api${path}`, { data, headers: { 'x-access-token': token, ...headers } });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBeTruthy();
    return ((await response.json()) as { data: T }).data;
  };
}

/** POSTs `data` as the person signed in on `page` and answers the envelope's `data`. */
export async function apiPost<T>(page: Page, path: string, data: object): Promise<T> {
  return (await apiAs(page))<T>('post', path, data);
}

/**
 * Signs a new person up and makes them a time group through the API, the start of most time
 * journeys: answers the API caller and the group.
 */
export async function signUpWithTimeGroup(page: Page, name: string) {
  await signUpFast(page);
  const call = await apiAs(page);
  const group = await call<{ _id: string }>('post', '/time-group', { name });
  return { call, group };
}
