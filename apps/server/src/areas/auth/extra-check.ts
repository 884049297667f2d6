import type { FastifyRequest } from 'fastify';
import { authRefusals } from '@ordna/contract/auth/refusals';
import { HEADERS } from '@ordna/contract/kernel/constants';
import { forbidden } from '../../http/errors';
import { sessionChecked, type SignedIn } from '../../http/signed-in';
import { extraSessionOfToken } from './extra-sessions';
import type { SessionDeps } from './sessions';

/** The request's x-extra-token, or null when it sent none (or one past any real token's length). */
export function extraTokenOf(request: FastifyRequest): string | null {
  const header = request.headers[HEADERS.extraToken];
  const token = Array.isArray(header) ? header[0] : header;
  return token && token.length <= 1000 ? token : null;
}

/** The vault session the request's x-extra-token opens for its sign-in, or null. */
export async function extraSessionOf(
  request: FastifyRequest,
  signedIn: SignedIn,
  deps: SessionDeps,
): Promise<string | null> {
  // Read with the session in the sign-in check's statement (waited for when it still runs).
  await sessionChecked(signedIn);
  if (signedIn.extraSession) return signedIn.extraSession.open ? signedIn.extraSession.id : null;
  const token = extraTokenOf(request);
  return token === null ? null : extraSessionOfToken(deps, signedIn, token);
}

/**
 * The extra scope's check (docs/architecture.md, "Three levels of access"): a missing, expired,
 * forged or ended extra token, or one of another sign-in, answers 403 with a code of its own,
 * on which the web leaves the vault only.
 */
export async function checkExtraSignedIn(request: FastifyRequest, signedIn: SignedIn, deps: SessionDeps) {
  if (!(await extraSessionOf(request, signedIn, deps))) throw forbidden(authRefusals.extraSignInRequired);
}
