/** Small fetch helpers for benchmarks that drive the built server over HTTP, as a browser would. */

export interface Person {
  token: string;
  headers: Record<string, string>;
}

/** Calls the API with a JSON body; throws on a non-2xx answer. Returns the envelope's `data`. */
export async function call<T>(
  url: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const response = await fetch(url + path, {
    method,
    headers: { ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** Signs up a new person and returns their access token as request headers. */
export async function signUp(url: string, username: string, timeZone = 'Europe/Stockholm'): Promise<Person> {
  const user = await call<{ access: { token: string } }>(url, 'POST', '/api/auth/signup', {
    body: { username, password: 'bench password 1', timeZone },
  });
  return { token: user.access.token, headers: { 'x-access-token': user.access.token } };
}

/** Today's date (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
}
