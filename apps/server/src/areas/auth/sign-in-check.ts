import type { FastifyRequest } from 'fastify';
import { authRefusals } from '@ordna/contract/auth/refusals';
import { HEADERS } from '@ordna/contract/kernel/constants';
import { forbidden, unauthorized } from '../../http/errors';
import type { SignedIn } from '../../http/signed-in';
import { currentRevocationEpoch } from './session-verdicts';
import { touchSession, type SessionDeps } from './sessions';
import { extraTokenOf } from './extra-check';
import { extraSessionIdOf, extraVerdict } from './extra-sessions';

/** The x-device-fingerprint the client sent, bounded to the column's size. */
export function deviceFingerprintOf(request: FastifyRequest): string | null {
  const header = request.headers[HEADERS.deviceFingerprint];
  const value = Array.isArray(header) ? header[0] : header;
  return value ? value.slice(0, 128) : null;
}

/**
 * The person behind a request: a valid, unexpired access token whose session still stands.
 * An expired or forged token answers 401 at once (the client refreshes and retries once); the
 * person it names is known then. The session's check runs on in `signedIn.checking`: a session
 * that was signed out (from any instance or device) rejects it with 403 and a message to show.
 * Everything up to the session's statement runs before this returns, so that statement is queued
 * on the pool ahead of any read of the handler (http/session-check.ts).
 */
export function checkSignedIn(request: FastifyRequest, deps: SessionDeps): SignedIn {
  const header = request.headers[HEADERS.accessToken];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token) throw unauthorized(authRefusals.signInRequired);
  const claims = deps.signer.verifyAccess(token);
  if (!claims) throw unauthorized(authRefusals.tokenInvalid);
  const fingerprint = deviceFingerprintOf(request);
  const now = deps.clock();
  // A new object each request: the claims are remembered with the token, the preferences are this request's.
  const signedIn: SignedIn = { userId: claims.userId, sessionId: claims.sessionId };
  if (deps.verdicts?.stands(claims.sessionId, claims.userId, fingerprint, now)) return signedIn;
  const epoch = currentRevocationEpoch();
  // A vault request's extra session is read in the same statement (the extra scope's check then needs none).
  const extraToken = extraTokenOf(request);
  const extraId = extraToken === null ? null : extraSessionIdOf(deps, signedIn, extraToken);
  const touched = touchSession(deps, claims.userId, claims.sessionId, fingerprint, extraId ?? undefined);
  signedIn.rememberedPreferences = deps.rememberedPreferences?.of(claims.userId);
  signedIn.checking = touched.then((session) => {
    if (session.state !== 'active') throw forbidden(authRefusals.deviceSignedOut);
    deps.verdicts?.remember(claims.sessionId, claims.userId, fingerprint, now, epoch);
    signedIn.preferences = session.preferences;
    signedIn.account = session.account;
    deps.rememberedPreferences?.remember(claims.userId, session.preferences);
    if (extraId !== null) signedIn.extraSession = { id: extraId, open: session.extraOpen };
    if (extraId !== null && session.extraOpen)
      deps.verdicts?.remember(extraVerdict(extraId), claims.userId, null, now, epoch);
  });
  // Awaited by the scope's hook, or after the handler beside which it ran; until then a refusal is not unhandled.
  signedIn.checking.catch(() => undefined);
  return signedIn;
}
