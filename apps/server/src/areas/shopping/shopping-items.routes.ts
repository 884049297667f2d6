import { SHOPPING_SUGGESTIONS_MAX } from '@ordna/contract/shopping';
import { nameKeyOf, normaliseUnit, parseQuantityLine } from '@ordna/contract/kernel/quantities';
import { shoppingRefusals } from '@ordna/contract/shopping/refusals';
import type { Db } from '../../db/database';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import { signedInOf } from '../../http/signed-in';
import { inTransaction } from '../../db/transaction';
import { tellAudience } from '../sharing/public';
import { canSeeStorageItem, storageItemsOf } from '../storage/public';
import { addToList, type NewThing } from './shopping-add.service';
import { itemAnswerOf } from './shopping-answers';
import { reachItem } from './shopping-access';
import { boughtLike, forgetOldBought, recordBought } from './shopping-bought.store';
import { deleteItems, findAnyItem, listItems, updateItem } from './shopping-items.store';
import { learnFromCheckOff } from './shopping-category-order';
import { lockList } from './shopping-lists.store';
import { fromThousandths, toThousandths } from '@ordna/contract/kernel/thousandths';
import { route } from '../../http/endpoint-route';
import { shoppingEndpoints } from '@ordna/contract/shopping/endpoints';

/** /shopping-item: add by a typed line or a list of things, change (check off, move), delete; suggestions. */
export const shoppingItemRoutes: AreaRoutes = async (app, { db, clock, live }) => {
  const tellList = (listId: string, itemId: string, action: 'created' | 'changed' | 'deleted') =>
    tellAudience(db, live, 'shoppingList', listId, { kind: 'shoppingItem', id: itemId, action });

  async function requireFoodItems(personId: string, ids: (string | null | undefined)[]) {
    for (const id of new Set(ids)) {
      if (id && !(await canSeeStorageItem(db, personId, id))) throw notFound(shoppingRefusals.foodItemNotFound);
    }
  }

  route(app, shoppingEndpoints.createItem, async (request, reply) => {
    const { userId } = signedInOf(request);
    const { listId, line, items } = request.body;
    let things: NewThing[] = items ?? [];
    if (line !== undefined) {
      const read = parseQuantityLine(line);
      if (read.name === '') throw badRequest(shoppingRefusals.itemNameRequired);
      things = [read];
    }
    await requireFoodItems(
      userId,
      things.map((thing) => thing.foodItemId),
    );
    const added = await addToList(db, userId, listId, things, clock());
    if (added.createdList) live.publish({ kind: 'shoppingList', id: added.listId, action: 'created' }, [userId]);
    tellAudience(db, live, 'shoppingList', added.listId, {
      kind: 'shoppingList',
      id: added.listId,
      action: 'changed',
    });
    return reply.status(201).send(ok({ listId: added.listId, items: added.items }));
  });

  route(app, shoppingEndpoints.changeItem, async (request) => {
    const { userId } = signedInOf(request);
    const { shoppingItemId, checked, position, ...fields } = request.body;
    const { item, ownerId } = await reachItem(db, userId, shoppingItemId, 'change');
    await requireFoodItems(userId, [fields.foodItemId]);
    const now = clock();
    const answer = await inTransaction(db, async (tx) => {
      // Changes to one list take turns, so a move numbers what the other left and an item
      // checked off twice at once is bought once.
      await lockList(tx, ownerId, item.listId);
      const current = await findAnyItem(tx, item.id);
      if (!current) throw notFound(shoppingRefusals.itemNotFound);
      const checking = checked === true && current.checkedAt === null;
      await updateItem(tx, ownerId, item.id, {
        ...(fields.name !== undefined && { name: fields.name }),
        ...(fields.quantity !== undefined && {
          quantity: toThousandths(fields.quantity),
        }),
        ...(fields.unit !== undefined && { unit: normaliseUnit(fields.unit) }),
        ...(fields.foodItemId !== undefined && { foodItemId: fields.foodItemId }),
        ...(checking && { checkedAt: now }),
        ...(checked === false && { checkedAt: null }),
      });
      if (position !== undefined) await moveTo(tx, ownerId, item.listId, item.id, position);
      if (checking) {
        // The person who checked it off bought it: their suggestions learn it.
        const bought = { name: fields.name ?? item.name, quantity: item.quantity, unit: item.unit };
        await recordBought(tx, userId, { ...bought, nameKey: nameKeyOf(bought.name) }, now);
        await forgetOldBought(tx, userId);
        // The list learns its aisles from the order things are checked off.
        await learnFromCheckOff(tx, ownerId, item.listId, { id: item.id, name: fields.name ?? item.name }, now);
      }
      return itemAnswerOf((await findAnyItem(tx, item.id))!);
    });
    tellList(item.listId, item.id, 'changed');
    return ok(answer);
  });

  route(app, shoppingEndpoints.deleteItem, async (request) => {
    const { userId } = signedInOf(request);
    const { item, ownerId } = await reachItem(db, userId, request.query.shoppingItemId, 'change');
    await deleteItems(db, ownerId, [item.id]);
    tellList(item.listId, item.id, 'deleted');
    return ok(null);
  });

  route(app, shoppingEndpoints.readItemSuggestion, async (request) => {
    const { userId } = signedInOf(request);
    const typed = nameKeyOf(parseQuantityLine(request.query.query ?? '').name);
    const [bought, stored] = await Promise.all([
      boughtLike(db, userId, typed, SHOPPING_SUGGESTIONS_MAX),
      storageItemsOf(db, userId),
    ]);
    const seen = new Set<string>();
    const suggestions = [
      ...bought.map((row) => ({
        name: row.name,
        quantity: fromThousandths(row.quantity),
        unit: row.unit,
        source: 'bought' as const,
        foodItemId: null,
      })),
      ...stored
        .filter((item) => item.nameKey.includes(typed))
        .map((item) => ({
          name: item.name,
          quantity: null,
          unit: null,
          source: 'storage' as const,
          foodItemId: item.id,
        })),
    ].filter((suggestion) => {
      const key = nameKeyOf(suggestion.name);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    // Names that start with what was typed come first.
    suggestions.sort(
      (a, b) => Number(!nameKeyOf(a.name).startsWith(typed)) - Number(!nameKeyOf(b.name).startsWith(typed)),
    );
    return ok(suggestions.slice(0, SHOPPING_SUGGESTIONS_MAX));
  });
};

/** Moves an item to `position` among its list's items and numbers the list again from 0. */
async function moveTo(tx: Db, ownerId: string, listId: string, itemId: string, position: number) {
  const items = await listItems(tx, ownerId, listId);
  const moving = items.find((row) => row.id === itemId)!;
  const rest = items.filter((row) => row.id !== itemId);
  rest.splice(Math.min(position, rest.length), 0, moving);
  for (const [index, row] of rest.entries()) {
    if (Number(row.position) !== index) await updateItem(tx, ownerId, row.id, { position: index });
  }
}
