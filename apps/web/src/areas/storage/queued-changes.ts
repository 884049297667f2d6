import { addInThousandths } from '@ordna/contract/kernel/thousandths';
import type { StorageGroup } from '@ordna/contract/storage';
import type { QueuedWrite } from '../../shared/offline-queue/queued-write';

/** The kind of a storage + or − kept on this device until the connection is back (shared/offline-queue). */
export const STORAGE_CHANGE = 'storage.change';

interface ChangeBody {
  storageItemId: string;
  change: number;
}

/** The group as the person left it: the server's amounts with the + and − still waiting added (never below 0, as the server adds). */
export function withQueuedQuantities(group: StorageGroup, writes: readonly QueuedWrite[]): StorageGroup {
  const changes = writes.filter((write) => write.kind === STORAGE_CHANGE).map((write) => write.body as ChangeBody);
  if (changes.length === 0) return group;
  const items = group.items.map((item) =>
    changes.reduce(
      (shown, { storageItemId, change }) =>
        storageItemId === shown._id
          ? { ...shown, quantity: Math.max(0, addInThousandths(shown.quantity, change)) }
          : shown,
      item,
    ),
  );
  return { ...group, items };
}

/** The ids of the items with a + or − waiting. */
export function waitingStorageIds(writes: readonly QueuedWrite[]): ReadonlySet<string> {
  return new Set(
    writes.filter((write) => write.kind === STORAGE_CHANGE).map((write) => (write.body as ChangeBody).storageItemId),
  );
}
