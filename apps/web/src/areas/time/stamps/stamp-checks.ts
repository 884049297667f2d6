import { MAX_STAMP_MS } from '@ordna/contract/time/limits';
import { parseDuration } from '../../../shared/duration';
import { fromLocalInput } from '../../../shared/zoned-time';

/** What is wrong with a stamp's typed times, by field (translation keys under `time.stamp.`). */
export interface StampProblems {
  start?: 'startRequired' | 'startInvalid' | 'startInFuture';
  end?: 'endInvalid' | 'endRequired' | 'endBeforeStart' | 'endInFuture' | 'tooLong';
  duration?: 'durationInvalid' | 'tooLong';
}

/** A typed end may be this far past "now": the seconds tick on while a person types. */
const NOW_SLACK_MS = 60_000;

/**
 * The stamp form's own checks, before the server's (which refuses the same): start and end
 * readable, end after start and not in the future, and no longer than a stamp may last.
 */
export function checkStampTimes(
  input: { start: string; end: string; duration: string; ended: boolean },
  timeZone: string,
  now: number,
): StampProblems {
  const problems: StampProblems = {};
  const start = input.start.trim() ? fromLocalInput(input.start, timeZone) : null;
  const end = input.end.trim() ? fromLocalInput(input.end, timeZone) : null;
  if (!input.start.trim()) problems.start = 'startRequired';
  else if (!start) problems.start = 'startInvalid';
  else if (Date.parse(start) > now + NOW_SLACK_MS) problems.start = 'startInFuture';

  if (input.end.trim() && !end) problems.end = 'endInvalid';
  else if (!input.end.trim() && input.ended) problems.end = 'endRequired';
  else if (end && start && Date.parse(end) < Date.parse(start)) problems.end = 'endBeforeStart';
  else if (end && Date.parse(end) > now + NOW_SLACK_MS) problems.end = 'endInFuture';
  else if (end && start && Date.parse(end) - Date.parse(start) > MAX_STAMP_MS) problems.end = 'tooLong';

  const typed = input.duration.trim();
  if (typed) {
    const ms = parseDuration(typed);
    if (ms === null) problems.duration = 'durationInvalid';
    else if (ms > MAX_STAMP_MS) problems.duration = 'tooLong';
  }
  // A length over the limit is said once, on the duration, when that field shows it too.
  if (problems.duration === 'tooLong' && problems.end === 'tooLong') delete problems.end;
  return problems;
}
