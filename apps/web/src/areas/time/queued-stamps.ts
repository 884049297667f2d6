import type { TimeStamp, TimeStampCreateBody } from '@ordna/contract/time';
import type { QueuedWrite } from '../../shared/offline-queue/queued-write';

/** The kinds of stamp writes kept on this device until the connection is back (shared/offline-queue). */
export const STAMP_IN = 'time.stampIn';
export const STAMP_OUT = 'time.stampOut';

/**
 * A stamp-in as it is sent: with the moment the person pressed as its start, so a stamp sent
 * later still starts when they acted.
 */
export function stampInAt(body: TimeStampCreateBody, pressedAt: number): TimeStampCreateBody {
  return body.startTime === undefined ? { ...body, startTime: new Date(pressedAt).toISOString() } : body;
}

/** The running stamp a waiting stamp-in will make, as the tracker shows it until the server has it. */
function runningOf(write: QueuedWrite, timeZone: string): TimeStamp | null {
  const body = write.body as TimeStampCreateBody;
  const id = write.madeIds?.[0];
  if (!id || body.ended || body.endTime !== undefined || !body.startTime || !body.timeGroupId) return null;
  return {
    _id: id,
    name: body.name ?? '',
    subGroupId: '',
    timeGroupId: body.timeGroupId,
    startTime: body.startTime,
    endTime: null,
    date: new Date(body.startTime).toLocaleDateString('sv-SE', { timeZone }),
    ended: false,
    durationInMs: 0,
    auto: false,
    description: body.description ?? '',
  };
}

/**
 * The running stamps as the person left them: the server's, with the stamp-ins still waiting
 * added and the stamps with a stamp-out waiting taken out, in the order made.
 */
export function withQueuedStamps(
  running: TimeStamp[],
  writes: readonly QueuedWrite[],
  known: Readonly<Record<string, string>>,
  timeZone: string,
): TimeStamp[] {
  return writes.reduce((shown, write) => {
    if (write.kind === STAMP_IN) {
      const stamp = runningOf(write, timeZone);
      const sent = stamp && known[stamp._id];
      return stamp && !(sent && shown.some((each) => each._id === sent)) ? [...shown, stamp] : shown;
    }
    if (write.kind === STAMP_OUT) {
      const id = (write.body as { timeStampId: string }).timeStampId;
      return shown.filter((each) => each._id !== id && each._id !== known[id]);
    }
    return shown;
  }, running);
}

/** The ids of the running stamps shown from a stamp-in still waiting to be sent. */
export function waitingStampIds(writes: readonly QueuedWrite[]): Set<string> {
  return new Set(writes.flatMap((write) => (write.kind === STAMP_IN ? (write.madeIds ?? []) : [])));
}
