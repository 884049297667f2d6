import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconDeviceFloppy, IconPlayerPlayFilled, IconPlayerStopFilled } from '@tabler/icons-react';
import { useMemo, useState, type FormEvent } from 'react';
import { DeleteButton } from '../../../shared/PageButtons';
import { Select } from '../../../shared/lazy/inputs';
import { useTranslation } from 'react-i18next';
import type { TimeStamp } from '@ordna/contract/time';
import { DATE_TIME_FORMAT } from '@ordna/contract/kernel/constants';
import { MAX_STAMP_DAYS, STAMP_DESCRIPTION_MAX } from '@ordna/contract/time/limits';
import { timeRefusals } from '@ordna/contract/time/refusals';
import { formatDuration, parseDuration } from '../../../shared/duration';
import { ApiError } from '../../../api/client';
import { localizeRefusal } from '../../../i18n/refusals';
import { notifySuccess, reasonOf } from '../../../shared/notify';
import { fromLocalInput, toLocalInput } from '../../../shared/zoned-time';
import { useSubGroups } from '../use-sub-groups';
import { useEditStamp, useStampOut, type StampEdit } from '../use-stamp-mutations';
import { DeleteStampDialog } from './DeleteStampDialog';
import { checkStampTimes } from './stamp-checks';

interface FieldErrors {
  start?: string;
  end?: string;
  duration?: string;
  description?: string;
  form?: string;
}

/** Server refusals about the end or the length land on the end field; anything else above the form. */
const END_REFUSALS = new Set([timeRefusals.endBeforeStart.code, 'time.stampTooLong', 'time.endInFuture']);

function durationText(startInput: string, endInput: string, timeZone: string): string {
  const start = fromLocalInput(startInput, timeZone);
  const end = fromLocalInput(endInput, timeZone);
  // An end before the start has no duration to show: its field says what is wrong instead.
  return start && end && end >= start ? formatDuration(Date.parse(end) - Date.parse(start)) : '';
}

/**
 * Edits one stamp in the person's own time zone: start, end (or its duration), its sub group;
 * stop, reopen or delete it. Times are typed as DATE_TIME_FORMAT in every language. The form
 * refuses what the server would (end before start or in the future, longer than a stamp may
 * last) as it is typed; the server's own refusals land on the field they are about.
 */
export function StampForm({ stamp, timeZone }: { stamp: TimeStamp; timeZone: string }) {
  const { t } = useTranslation();
  const subGroups = useSubGroups({ staleTime: 60_000 });
  const edit = useEditStamp();
  const stampOut = useStampOut();
  const [start, setStart] = useState(() => toLocalInput(stamp.startTime, timeZone));
  const [end, setEnd] = useState(() => toLocalInput(stamp.endTime, timeZone));
  const [duration, setDuration] = useState(() => durationText(start, end, timeZone));
  const [subGroupId, setSubGroupId] = useState(stamp.subGroupId);
  const [description, setDescription] = useState(stamp.description);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [deleting, setDeleting] = useState(false);

  const options = useMemo(
    () =>
      (subGroups.data ?? [])
        .filter((sub) => sub.timeGroupId === stamp.timeGroupId)
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((sub) => ({ value: sub._id, label: sub.name })),
    [subGroups.data, stamp.timeGroupId],
  );
  const subGroupOptions = options.some((option) => option.value === stamp.subGroupId)
    ? options
    : [{ value: stamp.subGroupId, label: stamp.name }, ...options];

  const messageOf = (problem: string | undefined) => {
    if (!problem) return undefined;
    if (problem === 'endBeforeStart') return localizeRefusal(timeRefusals.endBeforeStart);
    return t(`time.stamp.${problem}`, { days: MAX_STAMP_DAYS });
  };
  /** Checks as typed, once both times read: an impossible end shows at once, not on save. */
  const recheck = (next: { start: string; end: string; duration: string }) => {
    const problems = checkStampTimes({ ...next, ended: false }, timeZone, Date.now());
    const shown = (problem: string | undefined) =>
      problem && !['startRequired', 'startInvalid', 'endInvalid', 'durationInvalid'].includes(problem)
        ? problem
        : undefined;
    setErrors({
      end: messageOf(shown(problems.end)),
      duration: messageOf(shown(problems.duration)),
      start: messageOf(shown(problems.start)),
    });
  };

  const changeStart = (value: string) => {
    setStart(value);
    const nextDuration = durationText(value, end, timeZone);
    setDuration(nextDuration);
    recheck({ start: value, end, duration: nextDuration });
  };
  const changeEnd = (value: string) => {
    setEnd(value);
    const nextDuration = durationText(start, value, timeZone);
    setDuration(nextDuration);
    recheck({ start, end: value, duration: nextDuration });
  };
  const changeDuration = (value: string) => {
    setDuration(value);
    const ms = parseDuration(value);
    const from = fromLocalInput(start, timeZone);
    const nextEnd = ms !== null && from ? toLocalInput(new Date(Date.parse(from) + ms).toISOString(), timeZone) : end;
    setEnd(nextEnd);
    recheck({ start, end: nextEnd, duration: value });
  };

  const send = (changes: StampEdit['changes'], success: string) =>
    edit.mutate(
      { before: stamp, changes },
      {
        onSuccess: () => notifySuccess(success),
        onError: (error) => {
          const message = reasonOf(error, t('time.errors.tryAgain'));
          if (error instanceof ApiError && error.code && END_REFUSALS.has(error.code)) setErrors({ end: message });
          else setErrors({ form: message });
        },
      },
    );

  const save = (event: FormEvent) => {
    event.preventDefault();
    const problems = checkStampTimes({ start, end, duration, ended: stamp.ended }, timeZone, Date.now());
    if (description.trim().length > STAMP_DESCRIPTION_MAX) {
      return setErrors({ description: localizeRefusal(timeRefusals.descriptionTooLong) });
    }
    if (problems.start || problems.end || problems.duration) {
      return setErrors({
        start: messageOf(problems.start),
        end: messageOf(problems.end),
        duration: messageOf(problems.duration),
      });
    }
    const startTime = fromLocalInput(start, timeZone)!;
    const endTime = end.trim() ? fromLocalInput(end, timeZone) : null;
    const changes: StampEdit['changes'] = { startTime };
    if (endTime) {
      changes.endTime = endTime;
      changes.ended = true;
    }
    if (subGroupId !== stamp.subGroupId) changes.subGroupId = subGroupId;
    if (description.trim() !== stamp.description) changes.description = description.trim();
    send(changes, t('time.stamp.saved'));
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          {errors.form && (
            <Alert color="red" role="alert">
              {errors.form}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              label={t('time.stamp.start')}
              description={t('time.stamp.startHint', { format: DATE_TIME_FORMAT })}
              placeholder={DATE_TIME_FORMAT}
              autoComplete="off"
              styles={{ input: { fontVariantNumeric: 'tabular-nums' } }}
              value={start}
              onChange={(event) => changeStart(event.currentTarget.value)}
              error={errors.start}
              required
            />
            <TextInput
              label={t('time.stamp.end')}
              description={
                stamp.ended ? t('time.stamp.endHint', { format: DATE_TIME_FORMAT }) : t('time.stamp.endWhileRunning')
              }
              placeholder={DATE_TIME_FORMAT}
              autoComplete="off"
              styles={{ input: { fontVariantNumeric: 'tabular-nums' } }}
              value={end}
              onChange={(event) => changeEnd(event.currentTarget.value)}
              error={errors.end}
              required={stamp.ended}
            />
            <TextInput
              label={t('time.stamp.duration')}
              description={t('time.stamp.durationHint')}
              placeholder={stamp.ended ? '1:30:00' : t('time.running')}
              value={duration}
              onChange={(event) => changeDuration(event.currentTarget.value)}
              error={errors.duration}
              inputMode="text"
              autoComplete="off"
              styles={{ input: { fontVariantNumeric: 'tabular-nums' } }}
            />
          </SimpleGrid>
          <Select
            label={t('time.stamp.subGroup')}
            description={t('time.stamp.subGroupHint')}
            data={subGroupOptions}
            value={subGroupId}
            onChange={(value) => value && setSubGroupId(value)}
            allowDeselect={false}
            searchable
            selectFirstOptionOnChange
            maw={420}
          />
          <Textarea
            label={t('time.stamp.description')}
            description={t('time.stamp.descriptionHint')}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            error={errors.description}
            rows={2}
          />
          <Group justify="space-between" gap="sm">
            <Group gap="sm">
              <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={edit.isPending}>
                {t('common.save')}
              </Button>
              {stamp.ended ? (
                <Button
                  variant="light"
                  leftSection={<IconPlayerPlayFilled size={16} />}
                  onClick={() => send({ ended: false }, t('time.stamp.reopened'))}
                  disabled={edit.isPending}
                >
                  {t('time.stamp.reopen')}
                </Button>
              ) : (
                <Button
                  color="red"
                  variant="light"
                  leftSection={<IconPlayerStopFilled size={16} />}
                  loading={stampOut.isPending}
                  onClick={() => stampOut.mutate(stamp._id)}
                >
                  {t('time.stop')}
                </Button>
              )}
            </Group>
            <DeleteButton label={t('common.delete')} onClick={() => setDeleting(true)} />
          </Group>
          <Text size="xs" c="dimmed">
            {t('time.stamp.zoneNote', { zone: timeZone })}
          </Text>
        </Stack>
      </form>
      <DeleteStampDialog stamp={stamp} opened={deleting} onClose={() => setDeleting(false)} />
    </Paper>
  );
}
