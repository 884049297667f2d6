import { z } from 'zod';
import { userUpdateBody } from '@ordna/contract/auth';
import { authRefusals } from '@ordna/contract/auth/refusals';
import { accountAnswer, preferencesAnswer } from '@ordna/contract/auth/answers';
import { failureAnswers, success } from '@ordna/contract/kernel/envelope';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { signedInOf } from '../../http/signed-in';
import { inTransaction } from '../../db/transaction';
import { findUserById, readPreferences, updateUser } from './auth.store';
import { extraPasswordChangeOf, prepareExtraPassword } from './extra-password.service';
import type { SessionDeps } from './sessions';

/** The signed-in person's account: who they are, their preferences, and setting the extra password. */
export const accountRoutes =
  (sessions: SessionDeps): AreaRoutes =>
  async (app, deps) => {
    const { db, hooks } = deps;
    app.get(
      '/auth/user',
      { schema: { response: { 200: success(accountAnswer), ...failureAnswers } } },
      async (request) => {
        const { userId } = signedInOf(request);
        const user = await findUserById(db, userId);
        if (!user) throw notFound(authRefusals.noSuchUser);
        return ok({
          _id: user.id,
          username: user.username,
          is2faEnabled: user.totpEnabled === 1,
          preferences: readPreferences(user.preferences),
        });
      },
    );

    app.put(
      '/auth/user/:id',
      {
        schema: {
          params: z.object({ id: z.string().max(100) }),
          body: userUpdateBody,
          response: { 200: success(preferencesAnswer), ...failureAnswers },
        },
      },
      async (request) => {
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
        return ok({ preferences });
      },
    );
  };
