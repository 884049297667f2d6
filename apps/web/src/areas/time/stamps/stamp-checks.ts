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

type Times = { start: string; end: string; duration: string; ended: boolean };

function startProblem(input: Times, start: string | null, now: number): StampProblems['start'] {
  if (!input.start.trim()) return 'startRequired';
  if (!start) return 'startInvalid';
  if (Date.parse(start) > now + NOW_SLACK_MS) return 'startInFuture';
  return undefined;
}

function endProblem(input: Times, start: string | null, end: string | null, now: number): StampProblems['end'] {
  if (input.end.trim() && !end) return 'endInvalid';
  if (!input.end.trim() && input.ended) return 'endRequired';
  if (!end) return undefined;
  if (start && Date.parse(end) < Date.parse(start)) return 'endBeforeStart';
  if (Date.parse(end) > now + NOW_SLACK_MS) return 'endInFuture';
  if (start && Date.parse(end) - Date.parse(start) > MAX_STAMP_MS) return 'tooLong';
  return undefined;
}

function durationProblem(input: Times): StampProblems['duration'] {
  const typed = input.duration.trim();
  if (!typed) return undefined;
  const ms = parseDuration(typed);
  if (ms === null) return 'durationInvalid';
  return ms > MAX_STAMP_MS ? 'tooLong' : undefined;
}

/**
 * The stamp form's own checks, before the server's (which refuses the same): start and end
 * readable, end after start and not in the future, and no longer than a stamp may last.
 */
export function checkStampTimes(input: Times, timeZone: string, now: number): StampProblems {
  const start = input.start.trim() ? fromLocalInput(input.start, timeZone) : null;
  const end = input.end.trim() ? fromLocalInput(input.end, timeZone) : null;
  const problems: StampProblems = {};
  const startIs = startProblem(input, start, now);
  const endIs = endProblem(input, start, end, now);
  const durationIs = durationProblem(input);
  if (startIs) problems.start = startIs;
  // A length over the limit is said once, on the duration, when that field shows it too.
  if (endIs && !(endIs === 'tooLong' && durationIs === 'tooLong')) problems.end = endIs;
  if (durationIs) problems.duration = durationIs;
  return problems;
}
