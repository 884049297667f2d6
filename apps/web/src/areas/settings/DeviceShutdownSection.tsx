import { Alert, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceIgnored, withDeviceIgnored } from '@ordna/contract/auth/device-shutdown';
import type { IntegrationTokenCreated } from '@ordna/contract/time/heartbeats';
import { INTEGRATION_TOKEN_NAME_MAX } from '@ordna/contract/time/limits';
import { notifyFailure } from '../../shared/notify';
import { usePreferences } from '../../shared/use-preferences';
import { useCreateIntegrationToken, useIntegrationTokens } from '../time/public';
import { SwitchRow } from './SettingRow';
import { SettingsSection } from './SettingsFrame';
import { ShutdownHooks } from './ShutdownHooks';

const PLACEHOLDER_TOKEN = 'ordna_it_YOUR_TOKEN';

/**
 * Device shutdown (docs/architecture.md, "Device shutdown"): on or off, which devices (integration
 * tokens) count, and the hook to install, with a token made here so it can be copied as it is.
 */
export function DeviceShutdownSection() {
  const { t } = useTranslation();
  const { preferences, savePreferences } = usePreferences();
  const tokens = useIntegrationTokens();
  const createToken = useCreateIntegrationToken();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<IntegrationTokenCreated | null>(null);
  const failure = { failureMessage: 'couldNotSaveDeviceShutdownConfig' } as const;
  const config = preferences.deviceShutdownConfig;

  const makeToken = async (event: FormEvent) => {
    event.preventDefault();
    try {
      setCreated(await createToken.mutateAsync(name.trim() || t('settings.shutdown.defaultTokenName')));
      setName('');
    } catch (error) {
      notifyFailure(t('settings.shutdown.tokenFailed'), error);
    }
  };

  return (
    <SettingsSection title={t('settings.shutdown.title')} description={t('settings.shutdown.description')}>
      <SwitchRow
        label={t('settings.shutdown.useLabel')}
        description={t('settings.shutdown.useDescription')}
        checked={preferences.useDeviceShutdown}
        onChange={(checked) => void savePreferences({ useDeviceShutdown: checked }, failure)}
      />
      <Stack gap="md" mt="sm">
        <div>
          <Text fw={500}>{t('settings.shutdown.devicesTitle')}</Text>
          <Text size="sm" c="dimmed" mb={6}>
            {t('settings.shutdown.devicesDescription')}
          </Text>
          {tokens.isSuccess && tokens.data.length === 0 && (
            <Text size="sm" c="dimmed" fs="italic">
              {t('settings.shutdown.noDevices')}
            </Text>
          )}
          <Stack gap={6}>
            {tokens.data?.map((token) => (
              <Checkbox
                key={token._id}
                label={token.name}
                checked={!deviceIgnored(config, token._id)}
                disabled={!preferences.useDeviceShutdown}
                onChange={(event) =>
                  void savePreferences(
                    { deviceShutdownConfig: withDeviceIgnored(config, token._id, !event.currentTarget.checked) },
                    failure,
                  )
                }
              />
            ))}
          </Stack>
        </div>
        <div>
          <Text fw={500}>{t('settings.shutdown.hookTitle')}</Text>
          <Text size="sm" c="dimmed" mb={6}>
            {t('settings.shutdown.hookDescription')}
          </Text>
          {created ? (
            <Alert color="yellow" variant="light" icon={<IconKey size={18} />} mb="sm" role="status">
              {t('settings.shutdown.tokenShownOnce', { name: created.name })}
            </Alert>
          ) : (
            <form onSubmit={makeToken} noValidate>
              <Group gap="xs" align="flex-end" wrap="wrap" mb="sm">
                <TextInput
                  label={t('settings.shutdown.tokenName')}
                  placeholder={t('settings.shutdown.defaultTokenName')}
                  value={name}
                  maxLength={INTEGRATION_TOKEN_NAME_MAX}
                  onChange={(event) => setName(event.currentTarget.value)}
                  style={{ flex: '1 1 200px' }}
                />
                <Button
                  type="submit"
                  variant="light"
                  leftSection={<IconKey size={16} />}
                  loading={createToken.isPending}
                >
                  {t('settings.shutdown.makeToken')}
                </Button>
              </Group>
            </form>
          )}
          <ShutdownHooks token={created?.token ?? PLACEHOLDER_TOKEN} />
        </div>
      </Stack>
    </SettingsSection>
  );
}
