import type { FastifyRequest } from 'fastify';
import { HEADERS } from '@ordna/contract/constants';
import { touchSession, type SessionDeps } from '../areas/auth/sessions';
import { forbidden, unauthorized } from './errors';

export interface Signedin {
  userId: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    signedIn: Signedin | null;
  }
}

/** The x-device-fingerprint the client sent (spec section 6), bounded to the column's size. */
export function deviceFingerprintOf(request: FastifyRequest): string | null {
  const header = request.headers[HEADERS.deviceFingerprint];
  const value = Array.isArray(header) ? header[0] : header;
  return value ? value.slice(0, 128) : null;
}

export const SESSION_ENDED_MESSAGE = 'This device was signed out. Please sign in again.';

/**
 * The person behind a request: a valid, unexpired access token whose session still stands.
 * An expired or forged token answers 401 (the client refreshes and retries once); a session
 * that was signed out (from any instance or device) answers 403 with a message to show.
 */
export async function requireSignedIn(request: FastifyRequest, deps: SessionDeps): Promise<Signedin> {
  if (request.signedIn) return request.signedIn;
  const header = request.headers[HEADERS.accessToken];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token) throw unauthorized('Please sign in.');
  const claims = await deps.signer.verifyAccess(token);
  if (!claims) throw unauthorized('Your access token has expired or is not valid.');
  const state = await touchSession(deps, claims.userId, claims.sessionId, deviceFingerprintOf(request));
  if (state !== 'active') throw forbidden(SESSION_ENDED_MESSAGE);
  request.signedIn = claims;
  return claims;
}
