import type { Dispatch, SetStateAction } from 'react';

/**
 * The rule of every quick-entry field (shopping, storage, the journal, counters' and notes' quick
 * adds): it clears at Enter, so what is typed next starts a line of its own while the first is
 * saved, and the writes go one after another in a mutation scope. A line the server refuses comes
 * back to the field, unless the person has begun another there; the failure toast names it.
 */
export function giveBackIfEmpty(setText: Dispatch<SetStateAction<string>>, text: string): () => void {
  return () => setText((now) => (now === '' ? text : now));
}
