import { shoppingRefusals } from '@ordna/contract/shopping/refusals';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { signedInOf } from '../../http/signed-in';
import { inTransaction } from '../../db/transaction';
import { tellAudience } from '../sharing/public';
import { putIntoStorageGroup, tellStorageChanged } from '../storage/public';

import { reachList } from './shopping-access';
import { deleteItems, listItems } from './shopping-items.store';
import { lockList } from './shopping-lists.store';
import { fromThousandths } from '@ordna/contract/kernel/thousandths';
import { route } from '../../http/endpoint-route';
import { shoppingEndpoints } from '@ordna/contract/shopping/endpoints';

/**
 * POST /shopping-list/into-storage: the list's checked items go into a storage group in one
 * step, each added to an item of the same name in a unit it adds to (5 dl onto 1 l makes 1.5 l),
 * or as a new item; they leave the list in the same transaction.
 */
export const shoppingIntoStorageRoutes: AreaRoutes = async (app, { db, clock, live }) => {
  route(app, shoppingEndpoints.createListIntoStorage, async (request) => {
    const { userId } = signedInOf(request);
    const { listId, storageGroupId } = request.body;
    const { list, ownerId } = await reachList(db, userId, listId, 'change');
    const now = clock();
    const result = await inTransaction(db, async (tx) => {
      // A second call at once (a double click) waits here, then finds nothing checked.
      await lockList(tx, ownerId, list.id);
      const checked = (await listItems(tx, ownerId, list.id)).filter((item) => item.checkedAt !== null);
      if (checked.length === 0) throw badRequest(shoppingRefusals.nothingChecked);
      const things = checked.map((item) => ({
        name: item.name,
        quantity: fromThousandths(item.quantity),
        unit: item.unit,
      }));
      const stored = await putIntoStorageGroup(tx, userId, storageGroupId, things, now);
      await deleteItems(
        tx,
        ownerId,
        checked.map((item) => item.id),
      );
      return { ...stored, moved: checked.length };
    });
    tellAudience(db, live, 'shoppingList', list.id, { kind: 'shoppingList', id: list.id, action: 'changed' });
    tellStorageChanged(db, live, [result.storageGroupId]);
    return ok({ moved: result.moved, addedTo: result.addedTo, created: result.created });
  });
};
