import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconPlayerPlayFilled, IconPlayerStopFilled, IconTrash } from '@tabler/icons-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeStamp } from '@ordna/contract/time';
import { timeRefusals } from '@ordna/contract/time-refusals';
import { formatDuration, parseDuration } from '../../../shared/duration';
import { isRefusal } from '../../../api/refusal';
import { localizeRefusal } from '../../../i18n/refusals';
import { reasonOf } from '../../../shared/notify';
import { fromLocalInput, toLocalInput } from '../../../shared/zoned-time';
import { useSubGroups } from '../use-sub-groups';
import { useEditStamp, useStampOut, type StampEdit } from '../use-stamp-mutations';
import { DeleteStampDialog } from './DeleteStampDialog';

interface FieldErrors {
  start?: string;
  end?: string;
  duration?: string;
  form?: string;
}

function durationText(startInput: string, endInput: string, timeZone: string): string {
  const start = fromLocalInput(startInput, timeZone);
  const end = fromLocalInput(endInput, timeZone);
  return start && end ? formatDuration(Date.parse(end) - Date.parse(start)) : '';
}

/**
 * Edits one stamp in the person's own time zone: start, end (or its duration), its sub group;
 * stop, reopen or delete it. The server checks too; its messages land on the field they are about.
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

  const changeStart = (value: string) => {
    setStart(value);
    setDuration(durationText(value, end, timeZone));
    setErrors({});
  };
  const changeEnd = (value: string) => {
    setEnd(value);
    setDuration(durationText(start, value, timeZone));
    setErrors({});
  };
  const changeDuration = (value: string) => {
    setDuration(value);
    setErrors({});
    const ms = parseDuration(value);
    const from = fromLocalInput(start, timeZone);
    if (ms !== null && from) setEnd(toLocalInput(new Date(Date.parse(from) + ms).toISOString(), timeZone));
  };

  const send = (changes: StampEdit['changes'], success: string) =>
    edit.mutate(
      { before: stamp, changes },
      {
        onSuccess: () => notifications.show({ color: 'green', message: success }),
        onError: (error) => {
          const message = reasonOf(error, t('time.errors.tryAgain'));
          if (isRefusal(error, timeRefusals.endBeforeStart)) setErrors({ end: message });
          else setErrors({ form: message });
        },
      },
    );

  const save = (event: FormEvent) => {
    event.preventDefault();
    const startTime = fromLocalInput(start, timeZone);
    const endTime = end ? fromLocalInput(end, timeZone) : null;
    if (!startTime) return setErrors({ start: t('time.stamp.startRequired') });
    if (end && !endTime) return setErrors({ end: t('time.stamp.endInvalid') });
    if (duration && parseDuration(duration) === null) return setErrors({ duration: t('time.stamp.durationInvalid') });
    if (endTime && Date.parse(endTime) < Date.parse(startTime)) {
      return setErrors({ end: localizeRefusal(timeRefusals.endBeforeStart) });
    }
    if (stamp.ended && !endTime) return setErrors({ end: t('time.stamp.endRequired') });
    const changes: StampEdit['changes'] = { startTime };
    if (endTime) {
      changes.endTime = endTime;
      changes.ended = true;
    }
    if (subGroupId !== stamp.subGroupId) changes.subGroupId = subGroupId;
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
              type="datetime-local"
              step={1}
              label={t('time.stamp.start')}
              description={t('time.stamp.startHint')}
              value={start}
              onChange={(event) => changeStart(event.currentTarget.value)}
              error={errors.start}
              required
            />
            <TextInput
              type="datetime-local"
              step={1}
              label={t('time.stamp.end')}
              description={stamp.ended ? t('time.stamp.endHint') : t('time.stamp.endWhileRunning')}
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
            maw={420}
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
            <Button
              color="red"
              variant="subtle"
              leftSection={<IconTrash size={16} />}
              onClick={() => setDeleting(true)}
            >
              {t('common.delete')}
            </Button>
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
