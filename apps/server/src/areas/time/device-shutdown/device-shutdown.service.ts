import { MAX_STAMP_MS } from '@ordna/contract/time/limits';
import type { Db } from '../../../db/database';
import { AppError } from '../../../http/errors';
import { changeStamp } from '../stamps/stamp-writes.service';
import { runningStamps } from '../stamps/time-stamps.store';

/**
 * Ends the person's running stamps at `now`, each in its own transaction with its rollups; answers how many ended. A stamp that changed meanwhile
 * (ended by hand at the same moment) is left as it is. A stamp never outlasts MAX_STAMP_MS, so
 * one left running longer ends at that length; one that starts later than now ends where it starts.
 */
export async function endRunningStamps(
  db: Db,
  userId: string,
  options: { now: number; timeZone: string },
): Promise<number> {
  const running = await runningStamps(db, userId, true);
  let ended = 0;
  for (const stamp of running) {
    const endTime = Math.max(stamp.startTime, Math.min(options.now, stamp.startTime + MAX_STAMP_MS));
    const { name: _name, ...before } = stamp;
    try {
      await changeStamp(
        db,
        before,
        {
          subGroupId: before.subGroupId,
          timeGroupId: before.timeGroupId,
          startTime: before.startTime,
          endTime,
          description: before.description,
        },
        options.timeZone,
      );
      ended++;
    } catch (error) {
      if (!(error instanceof AppError && error.statusCode === 409)) throw error;
    }
  }
  return ended;
}
