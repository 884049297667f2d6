import { accountDeleteBody } from '@ordna/contract/account';
import { accountRefusals } from '@ordna/contract/account/refusals';
import { authRefusals } from '@ordna/contract/auth/refusals';
import { failureAnswers, nothing, success } from '@ordna/contract/kernel/envelope';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import { signedInOf } from '../../http/signed-in';
import { confirmPassword, confirmSecondFactor, signedInUser } from '../auth/public';
import { deletePerson } from './account-deletion';

/** /account: the whole account at once (docs/architecture.md, "The whole account"). */
export const accountRoutes: AreaRoutes = async (app, deps) => {
  app.delete(
    '/account',
    { schema: { body: accountDeleteBody, response: { 200: success(nothing), ...failureAnswers } } },
    async (request) => {
      const { userId } = signedInOf(request);
      const user = await signedInUser(deps, userId);
      await confirmPassword(deps, user, request.body.password);
      if (user.totpEnabled === 1) {
        const { code } = request.body;
        if (!code) throw badRequest(accountRefusals.codeRequiredToDelete);
        await confirmSecondFactor(deps, user, code);
      }
      if (!(await deletePerson(deps, userId))) throw notFound(authRefusals.noSuchUser);
      return ok(null);
    },
  );
};
