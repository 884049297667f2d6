import type { Dispatch, SetStateAction } from 'react';
import { WriteQueued } from './offline-queue/queued-write';

/**
 * The rule of every quick-entry field (shopping, storage, the journal, counters' and notes' quick
 * adds): it clears at Enter, so what is typed next starts a line of its own while the first is
 * saved, and the writes go one after another in a mutation scope. A line the server refuses comes
 * back to the field, unless the person has begun another there; the failure toast names it.
 */
export function giveBackIfEmpty(setText: Dispatch<SetStateAction<string>>, text: string): (error?: unknown) => void {
  return (error) => {
    // Kept on the device to send later (shared/offline-queue): it is on the list, not refused.
    if (error instanceof WriteQueued) return;
    setText((now) => (now === '' ? text : now));
  };
}
