import { Alert, Badge, Button, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorSetup } from '@ordna/contract/auth';
import { localizeRefusal } from '../../i18n/refusals';
import { VaultSettings } from '../passwords/public';
import { ChangePasswordForm } from './ChangePasswordForm';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { SettingsFrame, SettingsSection } from './SettingsFrame';
import { TwoFactorSetupPanel } from './TwoFactorSetupPanel';
import { useAccount } from './use-account';
import { useTwoFactorSetup } from './use-two-factor';
import { notifySuccess } from '../../shared/notify';
import { lazyDialog } from '../../shared/lazy/dialogs';

// Loaded when first opened (shared/lazy/dialogs.tsx): the page's first load carries none of it.
const DisableTwoFactorModal = lazyDialog(
  () => import('./DisableTwoFactorModal').then((module) => module.DisableTwoFactorModal),
  (props) => props.opened,
);

type Step = { kind: 'status' } | { kind: 'setup'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] };

/**
 * /settings/auth: how the person signs in: two-factor sign-in on or off (with its setup and
 * recovery codes), the password, and the password vault's own password (from the passwords area).
 */
export default function TwoFactorSettingsPage() {
  const { t } = useTranslation();
  const { account, isLoading } = useAccount();
  const startSetup = useTwoFactorSetup();
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const [disabling, setDisabling] = useState(false);
  const enabled = Boolean(account?.is2faEnabled);

  const begin = () => startSetup.mutate(undefined, { onSuccess: (setup) => setStep({ kind: 'setup', setup }) });

  const finish = () => {
    setStep({ kind: 'status' });
    notifySuccess(t('settings.auth.enabledToast'));
  };

  let body;
  if (isLoading || !account) {
    body = (
      <Stack gap="sm">
        <Skeleton h={24} w="40%" />
        <Skeleton h={16} w="80%" />
        <Skeleton h={36} w={160} />
      </Stack>
    );
  } else if (step.kind === 'setup') {
    body = (
      <TwoFactorSetupPanel
        setup={step.setup}
        onEnabled={(codes) => setStep({ kind: 'codes', codes })}
        onCancel={() => setStep({ kind: 'status' })}
      />
    );
  } else if (step.kind === 'codes') {
    body = <RecoveryCodesPanel codes={step.codes} username={account.username} onDone={finish} />;
  } else {
    body = (
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="xl" variant="light" color={enabled ? 'green' : 'gray'} aria-hidden>
            {enabled ? <IconShieldCheck size={26} /> : <IconShieldOff size={26} />}
          </ThemeIcon>
          <div>
            <Group gap="xs">
              <Text fw={600}>{t('settings.auth.statusLabel')}</Text>
              <Badge color={enabled ? 'green' : 'gray'} variant="light" data-testid="two-factor-status">
                {enabled ? t('settings.auth.on') : t('settings.auth.off')}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed" mt={4}>
              {enabled ? t('settings.auth.onExplain') : t('settings.auth.offExplain')}
            </Text>
          </div>
        </Group>
        {startSetup.error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {localizeRefusal(startSetup.error)}
          </Alert>
        )}
        <Group>
          {enabled ? (
            <Button color="red" variant="light" onClick={() => setDisabling(true)}>
              {t('settings.auth.turnOff')}
            </Button>
          ) : (
            <Button onClick={begin} loading={startSetup.isPending} leftSection={<IconShieldCheck size={18} />}>
              {t('settings.auth.turnOn')}
            </Button>
          )}
        </Group>
      </Stack>
    );
  }

  return (
    <SettingsFrame title={t('settings.auth.title')} description={t('settings.auth.description')}>
      <SettingsSection
        title={
          step.kind === 'setup'
            ? t('settings.setup.title')
            : step.kind === 'codes'
              ? t('settings.recovery.heading')
              : t('settings.auth.statusTitle')
        }
      >
        {body}
      </SettingsSection>
      <SettingsSection title={t('settings.password.title')} description={t('settings.password.description')}>
        <ChangePasswordForm />
      </SettingsSection>
      <SettingsSection title={t('settings.vault.title')} description={t('settings.vault.description')}>
        <Suspense fallback={<Skeleton h={80} />}>
          <VaultSettings />
        </Suspense>
      </SettingsSection>
      <DisableTwoFactorModal
        opened={disabling}
        onClose={() => setDisabling(false)}
        onDisabled={() => notifySuccess(t('settings.auth.disabledToast'))}
      />
    </SettingsFrame>
  );
}
