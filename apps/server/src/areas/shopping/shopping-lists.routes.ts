import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { signedInOf } from '../../http/signed-in';
import { newId } from '../../lib/ids';
import { itemAnswerOf, sharedByOf } from './shopping-answers';
import { reachList } from './shopping-access';
import { categoryOrderOf, readCategoryOrder } from './shopping-category-order';
import { listItems } from './shopping-items.store';
import { deleteListContents, listVisibleLists, shoppingListContainer } from './shopping-lists.store';
import { namedContainer } from '../../http/named-containers';
import { route } from '../../http/endpoint-route';
import { shoppingEndpoints } from '@ordna/contract/shopping/endpoints';

/** /shopping-list: the lists the person sees with their counts, one list with its items, create, rename, delete. */
export const shoppingListRoutes: AreaRoutes = async (app, { db, clock, live }) => {
  const containers = namedContainer({ ...shoppingListContainer, db, live });

  route(app, shoppingEndpoints.readList, async (request) => {
    const { userId } = signedInOf(request);
    const { listId } = request.query;
    const lists = await listVisibleLists(db, userId);
    const summaryOf = (list: (typeof lists)[number]) => ({
      _id: list.id,
      name: list.name,
      itemCount: list.itemCount,
      uncheckedCount: list.uncheckedCount,
      ...sharedByOf(list),
    });
    if (!listId) return ok(lists.map(summaryOf));
    // A list among those the person sees may be read, and the lists' read carried its owner and
    // order: one statement more for its items. Any other asks the sharing policy (and is refused).
    const listed = lists.find((row) => row.id === listId);
    const { list, ownerId } = listed
      ? { list: { id: listed.id, name: listed.name }, ownerId: listed.userId }
      : await reachList(db, userId, listId, 'read');
    const items = (await listItems(db, ownerId, list.id)).map(itemAnswerOf);
    const counts = { itemCount: items.length, uncheckedCount: items.filter((item) => !item.checked).length };
    const categoryOrder = listed
      ? categoryOrderOf(listed.categoryOrder)
      : await readCategoryOrder(db, ownerId, list.id);
    return ok({ _id: list.id, name: list.name, ...(listed && sharedByOf(listed)), ...counts, items, categoryOrder });
  });

  route(app, shoppingEndpoints.createList, async (request, reply) => {
    const { userId } = signedInOf(request);
    const { name } = request.body;
    const id = await containers.create({ id: newId(), userId, name, createdAt: clock() });
    const categoryOrder = categoryOrderOf('');
    return reply.status(201).send(ok({ _id: id, name, itemCount: 0, uncheckedCount: 0, items: [], categoryOrder }));
  });

  route(app, shoppingEndpoints.changeList, async (request) => {
    const { userId } = signedInOf(request);
    const { listId, name } = request.body;
    const { list, ownerId } = await reachList(db, userId, listId, 'change');
    await containers.change({ id: list.id, ownerId }, name);
    const items = (await listItems(db, ownerId, list.id)).map(itemAnswerOf);
    const uncheckedCount = items.filter((item) => !item.checked).length;
    const categoryOrder = await readCategoryOrder(db, ownerId, list.id);
    return ok({ _id: list.id, name, itemCount: items.length, uncheckedCount, items, categoryOrder });
  });

  route(app, shoppingEndpoints.deleteList, async (request) => {
    const { userId } = signedInOf(request);
    const { list } = await reachList(db, userId, request.query.listId, 'own');
    await containers.remove({ id: list.id, ownerId: userId }, (tx) => deleteListContents(tx, userId, list.id));
    return ok(null);
  });
};
