import { Button, Group, Paper, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toLocalInput } from '../../../shared/zoned-time';
import { useStampIn } from '../use-stamp-mutations';
import { EntryFields } from './EntryFields';
import { useEntryFields, useSubGroupOptions } from './use-entry-fields';
import { notifySuccess } from '../../../shared/notify';
import { phoneTap } from '../../../shared/phone-tap';

const HOUR = 3_600_000;

function ManualEntryForm({
  timeZone,
  defaultSubGroupId,
  onDone,
}: {
  timeZone: string;
  defaultSubGroupId?: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const stampIn = useStampIn();
  const options = useSubGroupOptions();
  const [subGroupId, setSubGroupId] = useState<string | null>(defaultSubGroupId ?? null);
  const [subGroupError, setSubGroupError] = useState<string>();
  // An hour up to this minute: the usual shape of a forgotten entry, easy to correct.
  const [initial] = useState(() => {
    const now = Math.floor(Date.now() / 60_000) * 60_000;
    return {
      start: toLocalInput(new Date(now - HOUR).toISOString(), timeZone),
      end: toLocalInput(new Date(now).toISOString(), timeZone),
      description: '',
    };
  });
  const fields = useEntryFields(initial, timeZone);
  const chosen = options.find((option) => option.value === subGroupId);

  const add = (event: FormEvent) => {
    event.preventDefault();
    setSubGroupError(chosen ? undefined : t('time.entries.subGroupRequired'));
    const typed = fields.check();
    if (!typed || !chosen) return;
    stampIn.mutate(
      { name: chosen.name, timeGroupId: chosen.timeGroupId, ...typed, ended: true },
      {
        onSuccess: () => {
          notifySuccess(t('time.entries.added', { name: chosen.name }));
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={add} noValidate aria-label={t('time.entries.addPast')}>
      <Stack gap="sm">
        <EntryFields
          fields={fields}
          options={options}
          subGroupId={subGroupId}
          onSubGroup={(id) => {
            setSubGroupId(id);
            setSubGroupError(undefined);
          }}
          subGroupError={subGroupError}
        />
        <Group gap="sm">
          <Button type="submit" size="sm" loading={stampIn.isPending}>
            {t('time.entries.add')}
          </Button>
          <Button size="sm" variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Add a past entry": a forgotten piece of work, by start and end or start and duration. */
export function ManualEntry({ timeZone, defaultSubGroupId }: { timeZone: string; defaultSubGroupId?: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <Stack gap="xs">
      {!opened && (
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            className={phoneTap}
            leftSection={<IconPlus size={14} />}
            onClick={() => setOpened(true)}
          >
            {t('time.entries.addPast')}
          </Button>
        </Group>
      )}
      {opened && (
        <Paper withBorder radius="md" p="md">
          <ManualEntryForm timeZone={timeZone} defaultSubGroupId={defaultSubGroupId} onDone={() => setOpened(false)} />
        </Paper>
      )}
    </Stack>
  );
}
