import { Badge, Group, Paper, Text, ThemeIcon, Tooltip } from '@mantine/core';
import {
  IconDeviceDesktop,
  IconDeviceMobile,
  IconDeviceTablet,
  IconDevices,
  IconLogout,
  IconPencil,
} from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Device } from '@ordna/contract/auth';
import { usePreferences } from '../../shared/use-preferences';
import { toLocalInput } from '../../shared/zoned-time';
import { deviceKind, lastSeen, type DeviceKind } from './device-labels';
import { DeviceNameForm } from './DeviceNameForm';
import { RowButton } from '../../shared/RowButton';

const ICONS: Record<DeviceKind, typeof IconDevices> = {
  desktop: IconDeviceDesktop,
  mobile: IconDeviceMobile,
  tablet: IconDeviceTablet,
  other: IconDevices,
};

/**
 * One signed-in device: its name (or browser and system), "This device", when it was first and
 * last seen and from where; rename it in place or sign it out.
 */
export function DeviceRow({ device, onSignOut }: { device: Device; onSignOut: () => void }) {
  const { t, i18n } = useTranslation();
  const { preferences } = usePreferences();
  const [editing, setEditing] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const Icon = ICONS[deviceKind(device)];
  const browserAndSystem = t('settings.devices.name', {
    browser: device.browser ?? t('settings.devices.unknownBrowser'),
    os: device.os ?? t('settings.devices.unknownSystem'),
  });
  const title = device.name ?? browserAndSystem;
  const seen = t('settings.devices.lastSeen', { when: lastSeen(device.lastSeenAt, i18n.language) });

  const stopEditing = () => {
    setEditing(false);
    // Back where the person started, so a keyboard user goes on from the same place.
    requestAnimationFrame(() => renameButton.current?.focus());
  };

  return (
    <Paper withBorder radius="lg" p="md" component="li" data-testid="device" data-current={device.current}>
      <Group justify="space-between" gap="md" wrap="wrap" align="flex-start">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: '1 1 260px', minWidth: 0 }}>
          <ThemeIcon size={44} radius="md" variant="light" color={device.current ? undefined : 'gray'} aria-hidden>
            <Icon size={24} stroke={1.6} />
          </ThemeIcon>
          <div style={{ minWidth: 0, flex: 1 }}>
            {editing ? (
              <DeviceNameForm device={device} placeholder={browserAndSystem} onDone={stopEditing} />
            ) : (
              <Group gap={8} wrap="wrap">
                <Text fw={600} data-testid="device-name" style={{ overflowWrap: 'anywhere' }}>
                  {title}
                </Text>
                {device.current && (
                  <Badge size="sm" variant="light">
                    {t('settings.devices.thisDevice')}
                  </Badge>
                )}
              </Group>
            )}
            {device.name && (
              <Text size="sm" c="dimmed" mt={editing ? 'xs' : 0}>
                {t('settings.devices.details', { name: browserAndSystem })}
              </Text>
            )}
            <Tooltip label={toLocalInput(device.lastSeenAt, preferences.timeZone)}>
              <Text size="sm" c="dimmed" w="fit-content" style={{ overflowWrap: 'anywhere' }}>
                {seen}
                {device.lastAddress && (
                  <>
                    {' '}
                    {/* The address reads as one piece: a phone breaks the line before it, not inside it. */}
                    <span style={{ whiteSpace: 'nowrap' }}>
                      · {t('settings.devices.from', { address: device.lastAddress })}
                    </span>
                  </>
                )}
              </Text>
            </Tooltip>
            <Text size="sm" c="dimmed">
              {t('settings.devices.firstSeen', { when: toLocalInput(device.createdAt, preferences.timeZone) })}
            </Text>
          </div>
        </Group>
        <Group gap="xs">
          {!editing && (
            <RowButton
              ref={renameButton}
              icon={IconPencil}
              label={t('settings.devices.rename')}
              namedLabel={t('settings.devices.renameNamed', { name: title })}
              variant="default"
              onClick={() => setEditing(true)}
            />
          )}
          <RowButton
            icon={IconLogout}
            label={t('settings.devices.signOut')}
            namedLabel={t('settings.devices.signOutNamed', { name: title })}
            variant="light"
            color="red"
            onClick={onSignOut}
          />
        </Group>
      </Group>
    </Paper>
  );
}
