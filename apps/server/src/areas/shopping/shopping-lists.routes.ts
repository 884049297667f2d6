import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { signedInOf } from '../../http/signed-in';
import { newId } from '../../lib/ids';
import { itemAnswerOf, sharedByOf } from './shopping-answers';
import { reachList } from './shopping-access';
import { categoryOrderOf, readCategoryOrder } from './shopping-category-order';
import { containerId, containerOwner, containerSeenBy, requireSeen } from '../sharing/public';
import { rowsColumn, rowsOfColumn } from '../../db/json-rows';
import { shoppingRefusals } from '@ordna/contract/shopping/refusals';
import { sql } from 'kysely';
import { listItems, listItemsQuery, type ShoppingItemRow } from './shopping-items.store';
import { deleteListContents, listVisibleLists, shoppingListContainer } from './shopping-lists.store';
import { namedContainer } from '../../http/named-containers';
import { route } from '../../http/endpoint-route';
import { shoppingEndpoints } from '@ordna/contract/shopping/endpoints';

/** The table of the container shopping items are in. */
const LISTS = 'shoppingLists';

/** /shopping-list: the lists the person sees with their counts, one list with its items, create, rename, delete. */
export const shoppingListRoutes: AreaRoutes = async (app, { db, clock, live }) => {
  const containers = namedContainer({ ...shoppingListContainer, db, live });

  /** One list with its items: the list, the person's access to it, its order and its items in one statement. */
  const oneList = async (userId: string, listId: string) => {
    const items = rowsColumn(db, listItemsQuery(db, containerOwner(LISTS), containerId(LISTS)), 'items');
    const order = sql.ref<string>(`${LISTS}.categoryOrder`).as('categoryOrder');
    const seen = await containerSeenBy(db, userId, LISTS, 'shoppingList', listId, [items, order]);
    const { container: list } = requireSeen(userId, seen, 'read', shoppingRefusals.listNotFound);
    const answers = rowsOfColumn<ShoppingItemRow>(list.items).map(itemAnswerOf);
    const counts = { itemCount: answers.length, uncheckedCount: answers.filter((item) => !item.checked).length };
    const categoryOrder = categoryOrderOf(String(list.categoryOrder));
    return { _id: list.id, name: list.name, ...sharedByOf(list), ...counts, items: answers, categoryOrder };
  };

  route(app, shoppingEndpoints.readList, async (request) => {
    const { userId } = signedInOf(request);
    const { listId } = request.query;
    if (listId) return ok(await oneList(userId, listId));
    const lists = await listVisibleLists(db, userId);
    return ok(
      lists.map((list) => ({
        _id: list.id,
        name: list.name,
        itemCount: list.itemCount,
        uncheckedCount: list.uncheckedCount,
        ...sharedByOf(list),
      })),
    );
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
