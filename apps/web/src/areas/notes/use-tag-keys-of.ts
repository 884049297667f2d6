import { useEffect, useState } from 'react';
import type { TagKeysOf } from './queued-notes';

/**
 * The reader of a note's #tags (note-tag-keys.ts), loaded after the first paint and only for a
 * list kept to a tag: it shows the notes saved offline that carry it. Until it is in, or when its
 * chunk cannot be fetched, such a list shows what the server found.
 */
export function useTagKeysOf(wanted: boolean): TagKeysOf | undefined {
  const [reader, setReader] = useState<{ tagKeysOf: TagKeysOf }>();
  useEffect(() => {
    if (!wanted || reader) return undefined;
    let current = true;
    import('./note-tag-keys').then(
      (module) => current && setReader({ tagKeysOf: module.noteTagKeys }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, reader]);
  return reader?.tagKeysOf;
}
