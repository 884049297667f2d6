import { failureAnswers, success } from '@ordna/contract/kernel/envelope';
import { publicDrinkCollectionAnswer, publicDrinkPageAnswer } from '@ordna/contract/drinks/answers';
import { publicDrinkQuery } from '@ordna/contract/drinks';
import { drinksRefusals } from '@ordna/contract/drinks/refusals';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { publicCollectionOf, publicDrinkOfId } from './public-drinks.service';

/** /public/drink-collection and /public/drink under /api: the public pages' content as JSON, no sign-in. */
export const publicDrinkRoutes: AreaRoutes = async (app, deps) => {
  app.get(
    '/public/drink-collection',
    {
      schema: {
        querystring: publicDrinkQuery,
        response: { 200: success(publicDrinkCollectionAnswer), ...failureAnswers },
      },
    },
    async (request) => {
      const answer = await publicCollectionOf(deps, request.query.publicId);
      if (!answer) throw notFound(drinksRefusals.publicNotFound);
      return ok(answer);
    },
  );

  app.get(
    '/public/drink',
    { schema: { querystring: publicDrinkQuery, response: { 200: success(publicDrinkPageAnswer), ...failureAnswers } } },
    async (request) => {
      const answer = await publicDrinkOfId(deps, request.query.publicId);
      if (!answer) throw notFound(drinksRefusals.publicNotFound);
      return ok(answer);
    },
  );
};
