import { useQueuedWrites } from '../../shared/offline-queue/offline-write';

/**
 * How many changes made offline wait to be sent (docs/architecture.md, "Offline", "The write
 * queue"): the writes in the signed-in person's queue on this device.
 */
export function usePendingChanges(): number {
  return useQueuedWrites().length;
}
