import i18next from 'i18next';
import { closeNotice, notifyStanding } from '../notify';
import type { WriteQueue } from './write-queue';

const NOTICE = 'offline-queue-not-stored';
/** The writes waiting only in this tab: the device did not store them. */
const unstored = new Set<string>();
let stopWatching: (() => void) | null = null;

/**
 * Says the write `key` waits in this tab only (the device did not store it, so a reload loses
 * it). The notice stays, as it asks the person to keep Ordna open, until every such write has
 * left `queue` (sent, or refused and told), then goes by itself.
 */
export function sayNotStored(queue: WriteQueue, key: string): void {
  unstored.add(key);
  notifyStanding(NOTICE, i18next.t('common.offlineQueue.notStored'));
  stopWatching ??= queue.subscribe(() => {
    for (const waiting of unstored) if (!queue.writes.some((write) => write.key === waiting)) unstored.delete(waiting);
    if (unstored.size > 0) return;
    stopWatching?.();
    stopWatching = null;
    closeNotice(NOTICE);
  });
}
