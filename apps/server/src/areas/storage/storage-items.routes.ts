import { STORAGE_FOUND_MAX, STORAGE_ITEMS_PER_GROUP_MAX } from '@ordna/contract/storage';
import { addDays, localDate } from '@ordna/contract/kernel/periods';
import { nameKeyOf, normaliseUnit } from '@ordna/contract/kernel/quantities';
import { storageRefusals } from '@ordna/contract/storage/refusals';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { badRequest, conflict, notFound } from '../../http/errors';
import { signedInOf } from '../../http/signed-in';
import { inTransaction } from '../../db/transaction';
import { newId } from '../../lib/ids';
import { preferencesOf } from '../auth/public';
import { containerId, containerOwner, containerSeenBy, requireSeen, tellAudience } from '../sharing/public';
import { rowsColumn, rowsOfColumn } from '../../db/json-rows';
import { foundItemAnswerOf, itemAnswerOf } from './storage-answers';
import { reachGroup, reachItem } from './storage-access';
import {
  changeQuantity,
  countGroupItems,
  deleteItem,
  findAnyItem,
  findItemsByWords,
  insertItems,
  listExpiring,
  groupItems,
  type StorageItemRow,
  updateItem,
} from './storage-items.store';
import { toThousandths } from '@ordna/contract/kernel/thousandths';
import { route } from '../../http/endpoint-route';
import { storageEndpoints } from '@ordna/contract/storage/endpoints';

/** The table of the container a storage item is in. */
const GROUPS = 'storageGroups';

/** /storage-item: one item, a group's items, a search or what expires soon; add, change, move, delete. */
export const storageItemRoutes: AreaRoutes = async (app, { db, clock, live }) => {
  const tellGroup = (groupId: string, itemId: string, action: 'created' | 'changed' | 'deleted') =>
    tellAudience(db, live, 'storageGroup', groupId, { kind: 'storageItem', id: itemId, action });

  route(app, storageEndpoints.readItem, async (request) => {
    const { userId } = signedInOf(request);
    const { storageItemId, storageGroupId, query, expiringWithinDays } = request.query;
    if (storageItemId) return ok(itemAnswerOf((await reachItem(db, userId, storageItemId, 'read')).item));
    if (storageGroupId) {
      // The group, the person's access to it and its items in one statement.
      const items = rowsColumn(db, groupItems(db, containerOwner(GROUPS), containerId(GROUPS)), 'items');
      const seen = await containerSeenBy(db, userId, GROUPS, 'storageGroup', storageGroupId, [items]);
      requireSeen(userId, seen, 'read', storageRefusals.groupNotFound);
      return ok(rowsOfColumn<StorageItemRow>(seen!.items).map(itemAnswerOf));
    }
    if (query !== undefined) {
      const words = nameKeyOf(query).split(' ').filter(Boolean);
      return ok((await findItemsByWords(db, userId, words, STORAGE_FOUND_MAX)).map(foundItemAnswerOf));
    }
    const { timeZone } = await preferencesOf(db, signedInOf(request));
    const lastDay = addDays(localDate(clock(), timeZone), expiringWithinDays ?? 0);
    return ok((await listExpiring(db, userId, lastDay, STORAGE_FOUND_MAX)).map(foundItemAnswerOf));
  });

  route(app, storageEndpoints.createItem, async (request, reply) => {
    const { userId } = signedInOf(request);
    const body = request.body;
    const { group, ownerId } = await reachGroup(db, userId, body.storageGroupId, 'change');
    if ((await countGroupItems(db, ownerId, group.id)) >= STORAGE_ITEMS_PER_GROUP_MAX) {
      throw conflict(storageRefusals.tooManyItems);
    }
    const row = {
      id: newId(),
      userId: ownerId,
      storageGroupId: group.id,
      name: body.name,
      quantity: toThousandths(body.quantity ?? 1),
      unit: normaliseUnit(body.unit) ?? '',
      bestBefore: body.bestBefore ?? null,
      note: body.note ?? '',
      updatedAt: clock(),
    };
    await insertItems(db, [row]);
    tellGroup(group.id, row.id, 'created');
    return reply.status(201).send(ok(itemAnswerOf({ ...row, nameKey: nameKeyOf(row.name) })));
  });

  route(app, storageEndpoints.changeItem, async (request) => {
    const { userId } = signedInOf(request);
    const { storageItemId, change, storageGroupId, ...fields } = request.body;
    const { item, ownerId } = await reachItem(db, userId, storageItemId, 'change');
    const moveTo = storageGroupId && storageGroupId !== item.storageGroupId ? storageGroupId : null;
    if (moveTo) {
      const target = await reachGroup(db, userId, moveTo, 'change');
      if (target.ownerId !== ownerId) throw badRequest(storageRefusals.moveAcrossOwners);
      if ((await countGroupItems(db, ownerId, moveTo)) >= STORAGE_ITEMS_PER_GROUP_MAX) {
        throw conflict(storageRefusals.tooManyItems);
      }
    }
    const now = clock();
    // The answer is read in the change's transaction (a committed change never invites a retry).
    const answer = await inTransaction(db, async (tx) => {
      await updateItem(tx, ownerId, item.id, {
        ...(fields.name !== undefined && { name: fields.name }),
        ...(fields.quantity !== undefined && { quantity: toThousandths(fields.quantity) }),
        ...(fields.unit !== undefined && { unit: normaliseUnit(fields.unit) ?? '' }),
        ...(fields.bestBefore !== undefined && { bestBefore: fields.bestBefore }),
        ...(fields.note !== undefined && { note: fields.note }),
        ...(moveTo && { storageGroupId: moveTo }),
        updatedAt: now,
      });
      if (change !== undefined) await changeQuantity(tx, ownerId, item.id, toThousandths(change), now);
      const row = await findAnyItem(tx, item.id);
      if (!row) throw notFound(storageRefusals.itemNotFound);
      return itemAnswerOf(row);
    });
    tellGroup(item.storageGroupId, item.id, 'changed');
    if (moveTo) tellGroup(moveTo, item.id, 'changed');
    return ok(answer);
  });

  route(app, storageEndpoints.deleteItem, async (request) => {
    const { userId } = signedInOf(request);
    const { item, ownerId } = await reachItem(db, userId, request.query.storageItemId, 'change');
    await deleteItem(db, ownerId, item.id);
    tellGroup(item.storageGroupId, item.id, 'deleted');
    return ok(null);
  });
};
