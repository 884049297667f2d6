import { Button, Group, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { DeleteButton } from '../../../shared/PageButtons';
import { useTranslation } from 'react-i18next';
import type { TimeStamp } from '@ordna/contract/time';
import { notifySuccess, reasonOf } from '../../../shared/notify';
import { toLocalInput } from '../../../shared/zoned-time';
import { useEditStamp, type StampEdit } from '../use-stamp-mutations';
import { EntryFields } from './EntryFields';
import { useEntryFields, useSubGroupOptions } from './use-entry-fields';

/** An ended entry opened in place: its sub group, times and description; save, cancel or delete. */
export function EntryEditor({
  stamp,
  timeZone,
  onDone,
  onDelete,
}: {
  stamp: TimeStamp;
  timeZone: string;
  onDone: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const edit = useEditStamp();
  const options = useSubGroupOptions();
  const [subGroupId, setSubGroupId] = useState(stamp.subGroupId);
  const fields = useEntryFields(
    {
      start: toLocalInput(stamp.startTime, timeZone),
      end: toLocalInput(stamp.endTime, timeZone),
      description: stamp.description,
    },
    timeZone,
  );
  const known = options.some((option) => option.value === stamp.subGroupId);
  const data = known
    ? options
    : [{ value: stamp.subGroupId, label: stamp.name, name: stamp.name, timeGroupId: '' }, ...options];

  const save = (event: FormEvent) => {
    event.preventDefault();
    const typed = fields.check();
    if (!typed) return;
    const changes: StampEdit['changes'] = { ...typed, ended: true };
    if (subGroupId !== stamp.subGroupId) changes.subGroupId = subGroupId;
    edit.mutate(
      { before: stamp, changes },
      {
        onSuccess: () => {
          notifySuccess(t('time.stamp.saved'));
          onDone();
        },
        onError: (error) => fields.setErrors({ end: reasonOf(error, t('time.errors.tryAgain')) }),
      },
    );
  };

  return (
    <form
      onSubmit={save}
      noValidate
      aria-label={t('time.entries.editNamed', { name: stamp.name })}
      onKeyDown={(event) => event.key === 'Escape' && onDone()}
    >
      <Stack gap="sm">
        <EntryFields fields={fields} options={data} subGroupId={subGroupId} onSubGroup={setSubGroupId} />
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Button type="submit" size="sm" leftSection={<IconDeviceFloppy size={16} />} loading={edit.isPending}>
              {t('common.save')}
            </Button>
            <Button size="sm" variant="default" onClick={onDone}>
              {t('common.cancel')}
            </Button>
          </Group>
          <DeleteButton label={t('common.delete')} size="sm" onClick={onDelete} />
        </Group>
      </Stack>
    </form>
  );
}
