import type { FastifyRequest } from 'fastify';
import { authRefusals } from '@ordna/contract/auth/refusals';
import { HEADERS } from '@ordna/contract/kernel/constants';
import { forbidden } from '../../http/errors';
import type { SignedIn } from '../../http/signed-in';
import { extraSessionOfToken } from './extra-sessions';
import type { SessionDeps } from './sessions';

/** The vault session the request's x-extra-token opens for its sign-in, or null. */
export async function extraSessionOf(
  request: FastifyRequest,
  signedIn: SignedIn,
  deps: SessionDeps,
): Promise<string | null> {
  const header = request.headers[HEADERS.extraToken];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token || token.length > 1000) return null;
  return extraSessionOfToken(deps, signedIn, token);
}

/**
 * The extra scope's check (docs/architecture.md, "Three levels of access"): a missing, expired,
 * forged or ended extra token, or one of another sign-in, answers 403 with a code of its own,
 * on which the web leaves the vault only.
 */
export async function checkExtraSignedIn(request: FastifyRequest, signedIn: SignedIn, deps: SessionDeps) {
  if (!(await extraSessionOf(request, signedIn, deps))) throw forbidden(authRefusals.extraSignInRequired);
}
