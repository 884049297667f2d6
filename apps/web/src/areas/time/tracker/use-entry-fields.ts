import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_STAMP_DAYS, STAMP_DESCRIPTION_MAX } from '@ordna/contract/time/limits';
import { timeRefusals } from '@ordna/contract/time/refusals';
import { formatDuration, parseDuration } from '../../../shared/duration';
import { localizeRefusal } from '../../../i18n/refusals';
import { fromLocalInput, toLocalInput } from '../../../shared/zoned-time';
import { checkStampTimes } from '../stamps/stamp-checks';
import { useShallowGroups } from '../use-time-groups';
import { useSubGroups } from '../use-sub-groups';

export interface EntryErrors {
  start?: string;
  end?: string;
  duration?: string;
  description?: string;
}

/** Every sub group as a pick-list option, "Name · Group", A–Z. */
export function useSubGroupOptions() {
  const subGroups = useSubGroups({ staleTime: 60_000 });
  const groups = useShallowGroups();
  return useMemo(() => {
    const groupName = new Map((groups.data ?? []).map((group) => [group._id, group.name]));
    return (subGroups.data ?? [])
      .map((sub) => ({
        value: sub._id,
        label: `${sub.name} · ${groupName.get(sub.timeGroupId) ?? ''}`,
        name: sub.name,
        timeGroupId: sub.timeGroupId,
      }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [subGroups.data, groups.data]);
}

/**
 * The times and description of an entry as typed (DATE_TIME_FORMAT in the person's zone), with
 * the duration kept in step with start and end, and the stamp form's checks.
 */
export function useEntryFields(initial: { start: string; end: string; description: string }, timeZone: string) {
  const { t } = useTranslation();
  const [start, setStartText] = useState(initial.start);
  const [end, setEndText] = useState(initial.end);
  const [description, setDescription] = useState(initial.description);
  const [duration, setDurationText] = useState(() => durationOf(initial.start, initial.end, timeZone));
  const [errors, setErrors] = useState<EntryErrors>({});

  const messageOf = (problem: string | undefined) => {
    if (!problem) return undefined;
    if (problem === 'endBeforeStart') return localizeRefusal(timeRefusals.endBeforeStart);
    return t(`time.stamp.${problem}`, { days: MAX_STAMP_DAYS });
  };

  return {
    start,
    end,
    duration,
    description,
    errors,
    setErrors,
    setStart(value: string) {
      setStartText(value);
      setDurationText(durationOf(value, end, timeZone));
    },
    setEnd(value: string) {
      setEndText(value);
      setDurationText(durationOf(start, value, timeZone));
    },
    setDuration(value: string) {
      setDurationText(value);
      const ms = parseDuration(value);
      const from = fromLocalInput(start, timeZone);
      if (ms !== null && from) setEndText(toLocalInput(new Date(Date.parse(from) + ms).toISOString(), timeZone));
    },
    setDescription,
    /** The instants to send, or null after showing what is wrong beside its field. */
    check(): { startTime: string; endTime: string; description: string } | null {
      const problems = checkStampTimes({ start, end, duration, ended: true }, timeZone, Date.now());
      const next: EntryErrors = {
        start: messageOf(problems.start),
        end: messageOf(problems.end),
        duration: messageOf(problems.duration),
        description:
          description.trim().length > STAMP_DESCRIPTION_MAX
            ? localizeRefusal(timeRefusals.descriptionTooLong)
            : undefined,
      };
      setErrors(next);
      if (next.start || next.end || next.duration || next.description) return null;
      return {
        startTime: fromLocalInput(start, timeZone)!,
        endTime: fromLocalInput(end, timeZone)!,
        description: description.trim(),
      };
    },
  };
}

function durationOf(startInput: string, endInput: string, timeZone: string): string {
  const start = fromLocalInput(startInput, timeZone);
  const end = fromLocalInput(endInput, timeZone);
  return start && end && end >= start ? formatDuration(Date.parse(end) - Date.parse(start)) : '';
}
