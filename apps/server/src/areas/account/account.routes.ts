import { Readable } from 'node:stream';
import { accountEndpoints } from '@ordna/contract/account/endpoints';
import { accountRefusals } from '@ordna/contract/account/refusals';
import { authRefusals } from '@ordna/contract/auth/refusals';
import type { AreaRoutes } from '../../http/context';
import { route } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import { signedInOf } from '../../http/signed-in';
import { confirmPassword, confirmSecondFactor, signedInUser } from '../auth/public';
import { deletePerson } from './account-deletion';
import { accountExport } from './account-export';
import { accountImportRoutes } from './account-import.routes';

/** /account: the whole account at once (docs/architecture.md, "The whole account"). */
export const accountRoutes: AreaRoutes = async (app, deps) => {
  route(app, accountEndpoints.readExport, async (request, reply) => {
    const { userId } = signedInOf(request);
    const user = await signedInUser(deps, userId);
    const now = deps.clock();
    const day = new Date(now).toISOString().slice(0, 10);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename*=UTF-8''${encodeURIComponent(`ordna-${user.username}-${day}`)}.json`,
      )
      .header('cache-control', 'no-store')
      .send(Readable.from(accountExport(deps.db, userId, now)));
  });

  await accountImportRoutes(app, deps);

  route(app, accountEndpoints.delete, async (request) => {
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
  });
};
