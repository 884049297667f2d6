import type { FastifyRequest } from 'fastify';
import type { Preferences } from '@ordna/contract/auth';
import { authRefusals } from '@ordna/contract/auth/refusals';
import { unauthorized } from './errors';

/** The person behind a request on the signed-in scope, and the session they use. */
export interface SignedIn {
  userId: string;
  sessionId: string;
  /**
   * The person's preferences for this request: read with the session in one statement, or on the
   * first ask when the session check was remembered (auth's `preferencesOf`). One object a request.
   */
  preferences?: Preferences;
  /**
   * The preferences this instance's last session check of the person read, set as this request's
   * check begins (PostgreSQL): `preferencesOf` answers these while the check still runs, and notes
   * it in `guessedPreferences`; the check then confirms them (http/session-check.ts).
   */
  rememberedPreferences?: Preferences;
  /** The remembered preferences the handler was answered with before its check read the real ones. */
  guessedPreferences?: Preferences;
  /** The person's account as the session check read it with the session (the signed-in user read). */
  account?: { username: string; is2faEnabled: boolean };
  /**
   * The vault session the request's extra token names, when the session check read it in its
   * own statement (every check on PostgreSQL): whether it stands, for the extra scope's check.
   */
  extraSession?: { id: string; open: boolean };
  /**
   * The session check, begun as the request arrived: resolves once the session stands (with
   * `preferences`, `account` and `extraSession` set), or rejects with its refusal (or the database's failure).
   * A read on PostgreSQL runs beside it (http/session-check.ts); what needs the session's own fields
   * awaits it through `sessionChecked`. Absent when a remembered verdict stood (SQLite).
   */
  checking?: Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the signed-in scope's hook before any handler runs; null on public routes. */
    signedIn: SignedIn | null;
  }
}

/**
 * The check the signed-in scope runs as every request arrives: answers at once who the access
 * token names, or throws its refusal (401); the session's own check is on its way in `checking`,
 * its statement already queued on the pool (403 when signed out). The auth area implements it
 * (docs/architecture.md, "A request, end to end").
 */
export type SignInCheck = (request: FastifyRequest) => SignedIn;

/** The person once their session check has passed; throws the check's refusal when it did not. */
export async function sessionChecked(signedIn: SignedIn): Promise<SignedIn> {
  if (signedIn.checking) await signedIn.checking;
  return signedIn;
}

/**
 * The check the extra scope runs after the signed-in one, for routes that need a second
 * password as well (the vault): passes, or throws the refusal (403). The auth area implements it
 * (docs/architecture.md, "Three levels of access").
 */
export type ExtraCheck = (request: FastifyRequest, signedIn: SignedIn) => Promise<void>;

/** The signed-in person of a request on the signed-in scope (the scope's hook has set it). */
export function signedInOf(request: FastifyRequest): SignedIn {
  // Only reachable from a route registered outside the scope: a wiring mistake, answered as "sign in".
  if (!request.signedIn) throw unauthorized(authRefusals.signInRequired);
  return request.signedIn;
}
