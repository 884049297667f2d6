import type { Envelope } from '@ordna/contract/kernel/envelope';
import { api } from '../api/api';
import { ApiError } from '../api/client';
import { freshSession, NO_MESSAGE, sessionHeaders } from './download';

/**
 * A file sent to the API as the request's body, as it is on the disk: the browser reads it as it
 * sends, so a file of hundreds of megabytes is never a string in the page. XMLHttpRequest rather
 * than fetch, because only it tells how much of the body has gone (`onProgress`); the session's
 * headers and an expired token are handled as `downloadFile` does. Answers the envelope's data.
 */
export async function uploadFile(path: string, file: Blob, onProgress: (sent: number) => void): Promise<unknown> {
  await freshSession();
  let answer = await send(path, file, onProgress);
  if (answer.status === 401 && (await api.refresh()) === 'ok') answer = await send(path, file, onProgress);
  let envelope: Envelope<unknown>;
  try {
    envelope = JSON.parse(answer.text) as Envelope<unknown>;
  } catch {
    throw new ApiError('', NO_MESSAGE, answer.status >= 500);
  }
  if (!envelope.status) throw new ApiError(envelope.message, answer.status, Boolean(envelope.retry), envelope.code);
  return envelope.data;
}

function send(path: string, file: Blob, onProgress: (sent: number) => void): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    for (const [name, value] of Object.entries(sessionHeaders())) request.setRequestHeader(name, value);
    request.setRequestHeader('content-type', 'application/json');
    request.upload.addEventListener('progress', (event) => onProgress(event.loaded));
    request.addEventListener('load', () => resolve({ status: request.status, text: request.responseText }));
    request.addEventListener('error', () => reject(new ApiError('', NO_MESSAGE, true)));
    request.send(file);
  });
}
