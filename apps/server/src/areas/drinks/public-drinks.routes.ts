import { drinksRefusals } from '@ordna/contract/drinks/refusals';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { publicCollectionOf, publicDrinkOfId } from './public-drinks.service';
import { route } from '../../http/endpoint-route';
import { drinksEndpoints } from '@ordna/contract/drinks/endpoints';

/** /public/drink-collection and /public/drink under /api: the public pages' content as JSON, no sign-in. */
export const publicDrinkRoutes: AreaRoutes = async (app, deps) => {
  route(app, drinksEndpoints.readPublicDrinkCollection, async (request) => {
    const answer = await publicCollectionOf(deps, request.query.publicId);
    if (!answer) throw notFound(drinksRefusals.publicNotFound);
    return ok(answer);
  });

  route(app, drinksEndpoints.readPublicDrink, async (request) => {
    const answer = await publicDrinkOfId(deps, request.query.publicId);
    if (!answer) throw notFound(drinksRefusals.publicNotFound);
    return ok(answer);
  });
};
