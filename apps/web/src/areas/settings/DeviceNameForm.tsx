import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Device } from '@ordna/contract/auth';
import { DEVICE_NAME_MAX } from '@ordna/contract/auth/limits';
import { localizeRefusal } from '../../i18n/refusals';
import { useRenameDevice } from './use-devices';

/** Renaming a device in place: the name field with Save and Cancel; Escape cancels too. */
export function DeviceNameForm({
  device,
  placeholder,
  onDone,
}: {
  device: Device;
  /** What the device is called without a name: its browser and system. */
  placeholder: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const rename = useRenameDevice();
  const [name, setName] = useState(device.name ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate({ deviceId: device._id, name }, { onSuccess: onDone });
  };

  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Escape ends the editing only; a dialog or drawer around the page stays open.
    event.stopPropagation();
    onDone();
  };

  return (
    <form onSubmit={submit} onKeyDown={cancelOnEscape} noValidate>
      <Stack gap="xs">
        <TextInput
          label={t('settings.devices.nameLabel')}
          description={t('settings.devices.nameHint')}
          placeholder={placeholder}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            if (rename.error) rename.reset();
          }}
          maxLength={DEVICE_NAME_MAX}
          error={rename.error ? localizeRefusal(rename.error) : undefined}
          autoFocus
        />
        <Group gap="xs">
          <Button type="submit" size="sm" loading={rename.isPending}>
            {t('common.save')}
          </Button>
          <Button variant="default" size="sm" onClick={onDone} disabled={rename.isPending}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
