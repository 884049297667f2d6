import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../api/use-session';
import { notifyFailure } from '../shared/notify';
import { setQueueHandlers, writeQueue } from '../shared/offline-queue/offline-write';
import { liveStream } from './live-connection';

/** How often waiting writes are tried again while the app is open, beside the events that say the server is back. */
export const QUEUE_RETRY_INTERVAL_MS = 15_000;

/**
 * Runs the signed-in person's write queue (docs/architecture.md, "The write queue"): takes it up
 * at sign-in and on start, forgets it at sign-out, sends it when the browser comes online, the
 * live connection opens or every 15 s, reads the changed queries again after each write sent,
 * and tells the person what a refusal did not save. Every other write is made at once, offline too.
 */
export default function WriteQueueSync() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const personId = useSession()?._id ?? null;
  const previous = useRef<string | null>(null);

  useEffect(() => {
    // A write runs when it is made, connection or not: those that work offline keep themselves in
    // the queue, the vault opened offline refuses with its own words, and any other says at once
    // that it could not reach the server, rather than waiting unseen to be sent some time later.
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({ ...defaults, mutations: { ...defaults.mutations, networkMode: 'always' } });
    setQueueHandlers({
      onSent: async (write) => {
        await Promise.all(write.reads.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      },
      onRefused: (write, error) => {
        notifyFailure(t('common.offlineQueue.notSaved', { what: t(write.what.key, write.what.values) }), error);
        void Promise.all(write.reads.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      },
    });
  }, [queryClient, t]);

  useEffect(() => {
    const before = previous.current;
    previous.current = personId;
    if (before && before !== personId) void writeQueue.close(before);
    if (personId) void writeQueue.open(personId).then(() => (navigator.onLine ? writeQueue.flush() : undefined));
  }, [personId]);

  useEffect(() => {
    if (!personId) return undefined;
    // Not while the browser says it is offline: a page a service worker controls may still reach
    // the server then (its requests can pass the browser's offline state), and the person was told
    // their changes wait until the connection is back.
    const flush = () => void (navigator.onLine && writeQueue.flush());
    window.addEventListener('online', flush);
    const stopListening = liveStream.subscribe({
      state: (state) => {
        if (state === 'open') flush();
      },
    });
    const timer = setInterval(() => {
      if (writeQueue.writes.length > 0) flush();
    }, QUEUE_RETRY_INTERVAL_MS);
    return () => {
      window.removeEventListener('online', flush);
      stopListening();
      clearInterval(timer);
    };
  }, [personId]);

  return null;
}
