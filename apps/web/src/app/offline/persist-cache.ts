import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { persistQueryClient, persistQueryClientSave } from '@tanstack/query-persist-client-core';
import type { Query, QueryClient } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import { cacheKeyOf, forgetKeptOf, keptStore } from '../../shared/kept-on-device';
import { boundedSnapshot } from './cache-bound';
import { lastGoodAnswers } from './last-good-answers';
import type { AreaDeclaration } from '../../shared/area';
import { keepRuleOf, keptPrefixes } from './kept-queries';

/** How long a kept answer is shown offline after it was last seen: a week. */
export const KEPT_FOR_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * Bumped when the shape of what is kept changes, so an older copy is dropped rather than read.
 * 2: a day's and a week's stamps (`GET /time-stamp?date`, `?from&to`) became `{stamps, cut}`; a
 * kept list of version 1 would have reached the tracker and the timeline as their answer.
 */
const CACHE_VERSION = '2';
/**
 * The fingerprint of the kept answers' shapes (`answerShapesFingerprint` of the reads the keeping
 * areas make) at CACHE_VERSION: kept-shapes.test.ts fails when they change until both are renewed.
 */
export const KEPT_SHAPES = '778a65734918e1a5';

/**
 * Keeps the person's kept answers (the areas' `keptOffline`) in IndexedDB under a key
 * with their id, restores them at once, and saves again (at most once a second) as answers change.
 * Answers that stay on the device also stay in memory as long (`gcTime`), or the next save would
 * drop them. Returns the stop: after it, nothing more is written for this person.
 */
export function keepCacheOnDevice(
  queryClient: QueryClient,
  personId: string,
  areas: readonly Pick<AreaDeclaration, 'keptOffline'>[],
): () => void {
  const keep = keepRuleOf(areas);
  let stopped = false;
  const db = keptStore();
  const persister = createAsyncStoragePersister({
    key: cacheKeyOf(personId),
    throttleTime: 1000,
    storage: {
      getItem: (key) => get<string>(key, db).then((value) => value ?? null),
      // A save that lands after the stop (sign-out) would put back what was just wiped.
      setItem: (key, value: string) => (stopped ? Promise.resolve() : set(key, value, db)),
      removeItem: (key) => del(key, db),
    },
    serialize: (client) => JSON.stringify(boundedSnapshot(lastGoodAnswers(client))),
  });
  for (const prefix of keptPrefixes(areas)) queryClient.setQueryDefaults(prefix, { gcTime: KEPT_FOR_MS });
  const dehydrateOptions = {
    // An answer whose last read failed (the server away, a reload without a connection) is still
    // the last one the person saw: it stays kept, or the next save would wipe it from the device.
    shouldDehydrateQuery: (query: Query) => query.state.data !== undefined && keep(query.queryKey),
    shouldDehydrateMutation: () => false,
  };
  const [unsubscribe, restored] = persistQueryClient({
    queryClient,
    persister,
    maxAge: KEPT_FOR_MS,
    buster: CACHE_VERSION,
    dehydrateOptions,
  });
  // What comes back from the device is shown at once but is never taken as fresh: a copy saved a
  // moment ago may predate a change made since (a setting, another device), so every restored
  // answer is read again as soon as the connection allows (offline, the reads wait, paused).
  void restored.then(() => {
    if (!stopped) void queryClient.invalidateQueries({ predicate: (query) => keep(query.queryKey) });
  });
  // A page hidden or closed within the second of throttling would lose its last answers: save now.
  const saveNow = () => {
    if (document.visibilityState === 'hidden' && !stopped) {
      void persistQueryClientSave({ queryClient, persister, buster: CACHE_VERSION, dehydrateOptions });
    }
  };
  document.addEventListener('visibilitychange', saveNow);
  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', saveNow);
    unsubscribe();
  };
}

/** Wipes what this device keeps for a person (sign-out, account deletion): the cache and the vault's copy. */
export const forgetCacheOf = (personId: string): Promise<void> => forgetKeptOf(personId);

/** Wipes what this device keeps for everybody (opened signed out: nobody's may stay). */
export const forgetEveryCache = (): Promise<void> => forgetKeptOf(null);
