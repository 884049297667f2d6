import { HEADERS, TOKEN_EXPIRY_MARGIN_MS } from '@ordna/contract/kernel/constants';
import type { Envelope } from '@ordna/contract/kernel/envelope';
import { api } from '../api/api';
import { ApiError } from '../api/client';
import { deviceFingerprint } from '../api/fingerprint';
import { isAccessExpired, session } from '../api/session';
import { saveFile } from './save-file';

/** Status of an ApiError thrown when the server could not be reached or gave no message. */
export const NO_MESSAGE = 0;

/** The session's headers, for a transfer that cannot go through `api` (a file down or up). */
export function sessionHeaders(): Record<string, string> {
  const user = session.current;
  const headers: Record<string, string> = {};
  if (user) {
    headers[HEADERS.accessToken] = user.access.token;
    headers[HEADERS.deviceFingerprint] = deviceFingerprint(
      navigator.userAgent,
      navigator.languages ?? [navigator.language],
      user._id,
    );
  }
  return headers;
}

/** Refreshes the session's token first when it is about to expire, as `api` does. */
export async function freshSession(): Promise<void> {
  const user = session.current;
  if (user && isAccessExpired(user.access, Date.now(), TOKEN_EXPIRY_MARGIN_MS)) await api.refresh();
}

/**
 * A file download from the API. The export answers text/csv rather than the envelope, so it
 * cannot go through `api`; it sends the same headers and refreshes an expired token the same way.
 */
async function send(path: string): Promise<Response> {
  try {
    return await fetch(path, { headers: sessionHeaders() });
  } catch {
    throw new ApiError('', NO_MESSAGE, true);
  }
}

async function failure(response: Response): Promise<ApiError> {
  try {
    const envelope = (await response.json()) as Envelope<unknown>;
    if (!envelope.status)
      return new ApiError(envelope.message, response.status, Boolean(envelope.retry), envelope.code);
  } catch {
    // Not JSON: the caller words it from the status.
  }
  return new ApiError('', NO_MESSAGE, response.status >= 500);
}

/** The answer's body as a Blob, telling `onProgress` the bytes received so far as they arrive. */
async function bodyWithProgress(response: Response, onProgress: (bytes: number) => void): Promise<Blob> {
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    bytes += value.byteLength;
    onProgress(bytes);
  }
  return new Blob(parts, { type: response.headers.get('content-type') ?? '' });
}

/**
 * Fetches `path` and saves what it answers as `fileName` through a temporary Blob URL; a large
 * download (the whole account) tells `onProgress` how many bytes have arrived.
 */
export async function downloadFile(
  path: string,
  fileName: string,
  onProgress?: (bytes: number) => void,
): Promise<void> {
  await freshSession();
  let response = await send(path);
  if (response.status === 401 && (await api.refresh()) === 'ok') response = await send(path);
  if (!response.ok) throw await failure(response);
  saveFile(fileName, onProgress ? await bodyWithProgress(response, onProgress) : await response.blob());
}
