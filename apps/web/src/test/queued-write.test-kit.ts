import type { QueuedWrite } from '../shared/offline-queue/queued-write';

/**
 * A write kept on this device, as the offline queue holds it, for the tests of an area's queued
 * writes: `adds` is the kind sent as a POST (the rest are PUTs) to `path`; `madeIds` are the ids
 * it stands in for until it is sent.
 */
export function queuedWriteMaker(path: string, adds: string) {
  return (kind: string, body: unknown, madeIds?: string[]): QueuedWrite => ({
    key: `${kind}-${JSON.stringify(body)}`,
    method: kind === adds ? 'POST' : 'PUT',
    path,
    body,
    kind,
    what: { key: 'x', values: {} },
    reads: [],
    queuedAt: 5,
    ...(madeIds && { madeIds }),
  });
}
