import { shoppingEndpoints } from '@ordna/contract/shopping/endpoints';
import type { AreaRoutes } from '../../http/context';
import { route } from '../../http/endpoint-route';
import { ok } from '../../http/envelope';
import { signedInOf } from '../../http/signed-in';
import { tellAudience } from '../sharing/public';
import { reachList } from './shopping-access';
import { itemAnswerOf } from './shopping-answers';
import { readCategoryOrder, writeCategoryOrder } from './shopping-category-order';
import { listItems } from './shopping-items.store';

/** PUT /shopping-list/category-order: the person sets the order a list walks its categories in. */
export const shoppingCategoryOrderRoutes: AreaRoutes = async (app, { db, live }) => {
  route(app, shoppingEndpoints.changeCategoryOrder, async (request) => {
    const { userId } = signedInOf(request);
    const { listId, categoryOrder } = request.body;
    const { list, ownerId } = await reachList(db, userId, listId, 'change');
    // Sets the order sent, whatever it was: calls at once leave one of them.
    await writeCategoryOrder(db, ownerId, list.id, categoryOrder);
    tellAudience(db, live, 'shoppingList', list.id, { kind: 'shoppingList', id: list.id, action: 'changed' });
    const items = (await listItems(db, ownerId, list.id)).map(itemAnswerOf);
    return ok({
      _id: list.id,
      name: list.name,
      itemCount: items.length,
      uncheckedCount: items.filter((item) => !item.checked).length,
      items,
      categoryOrder: await readCategoryOrder(db, ownerId, list.id),
    });
  });
};
