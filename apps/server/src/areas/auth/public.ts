import { createHmac } from 'node:crypto';
import type { Preferences } from '@ordna/contract/auth';
import type { Db } from '../../db/database';
import type { AppDeps, ServerArea } from '../../http/context';
import type { ExtraCheck, SignedIn, SignInCheck } from '../../http/signed-in';
import { accountRoutes } from './account.routes';
import { authSettingsRoutes } from './auth-settings.routes';
import { signInRoutes } from './auth.routes';
import { devicesRoutes } from './devices.routes';
import { checkExtraSignedIn } from './extra-check';
import { extraPasswordRoutes } from './extra-password.routes';
import { findUserByUsername, getPreferences } from './auth.store';
import { RememberedPreferences } from './remembered-preferences';
import { SessionVerdicts } from './session-verdicts';
import { checkSignedIn } from './sign-in-check';
import { loadSigningKey, TokenSigner } from './tokens';

/** What other areas may use of auth, and how the server wires it (docs/architecture.md, "Boundaries"). */

declare module '../../http/area-hooks' {
  interface AreaEvents {
    /** A person chose another time zone; announced inside the transaction that saves it. */
    timeZoneChanged: { db: Db; userId: string; timeZone: string };
    /** A person forgot their extra password: the vault's contents go, in this transaction. */
    extraPasswordForgotten: { db: Db; userId: string };
    /**
     * A person's preferences were written (their settings saved, an account imported), announced
     * once the write has committed: this instance's next read of them guesses these, not the ones
     * before (remembered-preferences.ts), since a guess its session check does not confirm runs twice.
     */
    preferencesSaved: { userId: string; preferences: Preferences };
  }
}

export { confirmPassword, confirmSecondFactor, signedInUser } from './confirm-password';
export { sessionsRevoked } from './session-verdicts';

/** A person as `preferencesOf` takes them: the request's signed-in person, or `{ userId }` of anyone. */
export type Person = Pick<
  SignedIn,
  'userId' | 'preferences' | 'checking' | 'rememberedPreferences' | 'guessedPreferences'
>;

/**
 * The person's preferences (time zone, show-auto, pulse window), defaults filling the gaps, read
 * once and kept on `person`. The request's signed-in person comes with those the sign-in check read
 * with the session (no statement of their own), or keeps them for the rest of the request. While
 * that check still runs beside the handler (PostgreSQL), those this instance's last check of the
 * person read answer at once (`rememberedPreferences`, noted in `guessedPreferences`: the check
 * confirms them, or the read runs again with its own, http/session-check.ts); with none remembered
 * it waits for the check (and throws its refusal). A `{ userId }` made for the call (another
 * person, or inside a transaction: its own view) reads them from `db`.
 */
export async function preferencesOf(db: Db, person: Person): Promise<Preferences> {
  if (person.preferences) return person.preferences;
  if (person.checking && person.rememberedPreferences) {
    person.guessedPreferences = person.rememberedPreferences;
    return person.rememberedPreferences;
  }
  if (person.checking) await person.checking;
  person.preferences ??= await getPreferences(db, person.userId);
  return person.preferences;
}

/** The person with that username (ignoring case), for sharing by username. */
export async function personByUsername(
  db: Db,
  username: string,
): Promise<{ id: string; username: string } | undefined> {
  const row = await findUserByUsername(db, username);
  return row && { id: row.id, username: row.username };
}

/**
 * A key for another area's signatures (the images' addresses), derived from the token signing key
 * by purpose, so every instance of one database has the same one and no two purposes share one.
 */
export async function derivedKey(db: Db, configured: string | null, purpose: string): Promise<Buffer> {
  return createHmac('sha256', await loadSigningKey(db, configured))
    .update(purpose)
    .digest();
}

/** The auth area with its signing key loaded, and the checks the signed-in and extra scopes run. */
export async function authArea(
  deps: AppDeps,
): Promise<{ area: ServerArea; signInCheck: SignInCheck; extraCheck: ExtraCheck }> {
  const { db, clock, config } = deps;
  const signer = new TokenSigner(await loadSigningKey(db, config.secret), clock);
  // Remembered session checks only where this process is the database's one user (session-verdicts.ts).
  const verdicts = deps.dialect === 'sqlite' ? new SessionVerdicts() : undefined;
  // Remembered preferences only where a read runs beside its session check (remembered-preferences.ts).
  const rememberedPreferences = deps.dialect === 'postgres' ? new RememberedPreferences() : undefined;
  const accessTokenTtlMs = config.accessTokenTtlMs;
  const sessionDeps = { db, signer, clock, accessTokenTtlMs, verdicts, rememberedPreferences };
  const signInCheck: SignInCheck = (request) => checkSignedIn(request, sessionDeps);
  const area: ServerArea = {
    publicRoutes: signInRoutes(signer, signInCheck),
    routes: async (app, appDeps) => {
      await accountRoutes(sessionDeps)(app, appDeps);
      await authSettingsRoutes(app, appDeps);
      await devicesRoutes(app, appDeps);
      await extraPasswordRoutes(sessionDeps)(app, appDeps);
    },
    listen: ({ hooks }) =>
      hooks.on('preferencesSaved', async ({ userId, preferences }) =>
        rememberedPreferences?.remember(userId, preferences),
      ),
  };
  const extraCheck: ExtraCheck = (request, signedIn) => checkExtraSignedIn(request, signedIn, sessionDeps);
  return { area, signInCheck, extraCheck };
}
