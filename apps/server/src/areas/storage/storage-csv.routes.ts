import { Readable } from 'node:stream';
import { STORAGE_CSV_ERRORS_MAX, STORAGE_ITEMS_PER_GROUP_MAX } from '@ordna/contract/storage';
import { readStorageCsv, writeStorageCsv } from '@ordna/contract/storage/csv';
import { nameKeyOf } from '@ordna/contract/kernel/quantities';
import { storageRefusals } from '@ordna/contract/storage/refusals';
import type { AreaRoutes } from '../../http/context';
import { ok } from '../../http/envelope';
import { badRequest, conflict } from '../../http/errors';
import { signedInOf } from '../../http/signed-in';
import { inTransaction } from '../../db/transaction';
import { newId } from '../../lib/ids';
import { tellAudience } from '../sharing/public';

import { reachGroup } from './storage-access';
import { lockGroup } from './storage-groups.store';
import { insertItems, listGroupItems, updateItem, type NewStorageItem } from './storage-items.store';
import { toThousandths, fromThousandths } from '@ordna/contract/kernel/thousandths';
import { route } from '../../http/endpoint-route';
import { storageEndpoints } from '@ordna/contract/storage/endpoints';

/**
 * /storage-item/csv: a group's items out as CSV and back in. An imported line updates the item
 * with the same name and best-before date (so importing an export again changes nothing) and
 * adds the rest; one wrong line stops the whole import and every wrong line is named.
 */
export const storageCsvRoutes: AreaRoutes = async (app, { db, clock, live }) => {
  route(app, storageEndpoints.readItemCsv, async (request, reply) => {
    const { userId } = signedInOf(request);
    const { group, ownerId } = await reachGroup(db, userId, request.query.storageGroupId, 'read');
    const rows = (await listGroupItems(db, ownerId, group.id)).map((item) => ({
      name: item.name,
      quantity: fromThousandths(item.quantity),
      unit: item.unit,
      bestBefore: item.bestBefore,
      note: item.note,
    }));
    const fileName = group.name.replace(/[^\p{L}\p{N} _-]/gu, '').trim() || 'storage';
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}.csv`)
      .header('cache-control', 'no-store')
      .send(Readable.from([writeStorageCsv(rows)]));
  });

  route(app, storageEndpoints.createItemCsv, async (request) => {
    const { userId } = signedInOf(request);
    const { storageGroupId, csv } = request.body;
    const { group, ownerId } = await reachGroup(db, userId, storageGroupId, 'change');
    const read = readStorageCsv(csv);
    if (read.kind === 'noHeader') throw badRequest(storageRefusals.csvNoHeader);
    if (read.kind === 'tooManyRows') throw badRequest(storageRefusals.csvTooManyRows);
    if (read.kind === 'lineErrors') {
      const errors = read.errors.map(({ line, problem }) => ({ line, code: problem.code, message: problem.message }));
      return ok({
        added: 0,
        updated: 0,
        errors: errors.slice(0, STORAGE_CSV_ERRORS_MAX),
        moreErrors: errors.length > STORAGE_CSV_ERRORS_MAX,
      });
    }
    const now = clock();
    const result = await inTransaction(db, async (tx) => {
      // Two imports at once take turns, so the second matches what the first added.
      await lockGroup(tx, ownerId, group.id);
      const existing = await listGroupItems(tx, ownerId, group.id);
      const unmatched = new Map<string, string[]>();
      for (const item of existing) {
        const key = `${item.nameKey}\n${item.bestBefore ?? ''}`;
        unmatched.set(key, [...(unmatched.get(key) ?? []), item.id]);
      }
      const added: NewStorageItem[] = [];
      const updates: [string, Omit<NewStorageItem, 'id' | 'userId' | 'storageGroupId'>][] = [];
      for (const row of read.rows) {
        const fields = { ...row, quantity: toThousandths(row.quantity), updatedAt: now };
        const match = unmatched.get(`${nameKeyOf(row.name)}\n${row.bestBefore ?? ''}`)?.shift();
        if (match) updates.push([match, fields]);
        else added.push({ ...fields, id: newId(), userId: ownerId, storageGroupId: group.id });
      }
      if (existing.length + added.length > STORAGE_ITEMS_PER_GROUP_MAX) return null;
      for (const [id, fields] of updates) await updateItem(tx, ownerId, id, fields);
      await insertItems(tx, added);
      return { added: added.length, updated: updates.length };
    });
    if (!result) throw conflict(storageRefusals.tooManyItems);
    tellAudience(db, live, 'storageGroup', group.id, { kind: 'storageGroup', id: group.id, action: 'changed' });
    return ok({ ...result, errors: [], moreErrors: false });
  });
};
