import { authRefusals } from '@ordna/contract/auth/refusals';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { sessionChecked, signedInOf } from '../../http/signed-in';
import { inTransaction } from '../../db/transaction';
import { findUserById, readPreferences, updateUser } from './auth.store';
import { extraPasswordChangeOf, prepareExtraPassword } from './extra-password.service';
import type { SessionDeps } from './sessions';
import { route } from '../../http/endpoint-route';
import { authEndpoints } from '@ordna/contract/auth/endpoints';

/** The signed-in person's account: who they are, their preferences, and setting the extra password. */
export const accountRoutes =
  (sessions: SessionDeps): AreaRoutes =>
  async (app, deps) => {
    const { db, hooks } = deps;
    route(app, authEndpoints.readUser, async (request) => {
      // The session check read the account with the session when it ran (every check on
      // PostgreSQL): waiting for it is the one round trip; a remembered check (SQLite) read none.
      const { userId, account, preferences } = await sessionChecked(signedInOf(request));
      if (account && preferences) return ok({ _id: userId, ...account, preferences });
      const user = await findUserById(db, userId);
      if (!user) throw notFound(authRefusals.noSuchUser);
      return ok({
        _id: user.id,
        username: user.username,
        is2faEnabled: user.totpEnabled === 1,
        preferences: readPreferences(user.preferences),
      });
    });

    route(app, authEndpoints.changeUser, async (request) => {
      const signedIn = signedInOf(request);
      const { userId } = signedIn;
      if (request.params.id !== userId) throw notFound(authRefusals.noSuchUser);
      const user = await findUserById(db, userId);
      if (!user) throw notFound(authRefusals.noSuchUser);
      const change = extraPasswordChangeOf(request.body);
      const keepExtraPassword = change && (await prepareExtraPassword(deps, sessions, request, signedIn, change));
      const before = readPreferences(user.preferences);
      const preferences = { ...before, ...request.body.preferences };
      // A listener's failure (e.g. re-cutting day totals) undoes the new preferences too.
      await inTransaction(db, async (tx) => {
        await updateUser(tx, userId, { preferences: JSON.stringify(preferences) });
        if (preferences.timeZone !== before.timeZone) {
          await hooks.emit('timeZoneChanged', { db: tx, userId, timeZone: preferences.timeZone });
        }
        await keepExtraPassword?.(tx);
      });
      await hooks.emit('preferencesSaved', { userId, preferences });
      return ok({ preferences });
    });
  };
