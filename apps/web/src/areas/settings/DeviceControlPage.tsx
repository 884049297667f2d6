import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Device } from '@ordna/contract/auth';
import { authRefusals } from '@ordna/contract/auth/refusals';
import { isRefusal } from '../../api/refusal';
import { localizeRefusal } from '../../i18n/refusals';
import { ConfirmDialog } from '../../shared/lazy/dialogs';
import { QueryError } from '../../shared/QueryStates';
import { DeviceRow } from './DeviceRow';
import { DeviceShutdownSection } from './DeviceShutdownSection';
import { SettingsFrame } from './SettingsFrame';
import { useDevices, useSignOutDevices } from './use-devices';

type Pending = { kind: 'one'; device: Device } | { kind: 'others'; devices: Device[] };

/** /settings/device-control: every device signed in to this account, and a way to sign each out. */
export default function DeviceControlPage() {
  const { t } = useTranslation();
  const devices = useDevices();
  const signOut = useSignOutDevices();
  const [pending, setPending] = useState<Pending | null>(null);
  const others = devices.data?.filter((device) => !device.current) ?? [];

  const confirm = () => {
    if (!pending) return;
    const targets = pending.kind === 'one' ? [pending.device] : pending.devices;
    signOut.mutate(targets, { onSettled: () => setPending(null) });
  };

  let list;
  if (devices.isPending) {
    list = (
      <Stack gap="sm">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={78} radius="lg" />
        ))}
      </Stack>
    );
  } else if (devices.error) {
    list = <QueryError error={devices.error} onRetry={() => void devices.refetch()} />;
  } else {
    list = (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {devices.data.map((device) => (
          <DeviceRow key={device._id} device={device} onSignOut={() => setPending({ kind: 'one', device })} />
        ))}
        {others.length === 0 && (
          <Text size="sm" c="dimmed" ta="center" py="sm" component="li">
            {t('settings.devices.onlyThis')}
          </Text>
        )}
      </Stack>
    );
  }

  const signingOutHere = pending?.kind === 'one' && pending.device.current;

  return (
    <SettingsFrame
      title={t('settings.devices.title')}
      description={t('settings.devices.description')}
      actions={
        <Button
          variant="default"
          leftSection={<IconLogout size={16} />}
          disabled={others.length === 0}
          onClick={() => setPending({ kind: 'others', devices: others })}
        >
          {t('settings.devices.signOutOthers')}
        </Button>
      }
    >
      {signOut.error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {isRefusal(signOut.error, authRefusals.noSuchDevice)
            ? t('settings.devices.alreadySignedOut')
            : localizeRefusal(signOut.error)}
        </Alert>
      )}
      {list}
      <DeviceShutdownSection />
      <ConfirmDialog
        opened={pending !== null}
        onClose={() => !signOut.isPending && setPending(null)}
        title={
          pending?.kind === 'others' ? t('settings.devices.confirmOthersTitle') : t('settings.devices.confirmTitle')
        }
        confirmLabel={t('settings.devices.confirmButton')}
        loading={signOut.isPending}
        onConfirm={confirm}
        focus="confirm"
        lockWhileLoading
      >
        {pending?.kind === 'others'
          ? t('settings.devices.confirmOthers', { count: pending.devices.length })
          : signingOutHere
            ? t('settings.devices.confirmHere')
            : t('settings.devices.confirmOne')}
      </ConfirmDialog>
    </SettingsFrame>
  );
}
