import { ActionIcon, Alert, Button, CopyButton, Group, PinInput, Stack, Text, useMatches } from '@mantine/core';
import { Tooltip } from '../../shared/lazy/Tooltip';
import { IconAlertCircle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorSetup } from '@ordna/contract/auth';
import { localizeRefusal } from '../../i18n/refusals';
import { useEnableTwoFactor } from './use-two-factor';
import classes from './settings.module.css';

/** Groups of four, as authenticator apps show keys; copying gives the key without spaces. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm">
      <Text
        fw={700}
        c="var(--mantine-primary-color-filled)"
        bd="2px solid var(--mantine-primary-color-filled)"
        w={30}
        h={30}
        ta="center"
        lh="26px"
        style={{ borderRadius: '50%', flexShrink: 0 }}
        aria-hidden
      >
        {number}
      </Text>
      <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600}>{title}</Text>
        {children}
      </Stack>
    </Group>
  );
}

/** Turning two-factor sign-in on: scan (or type) the secret, then prove it with a code. */
export function TwoFactorSetupPanel({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // Six boxes must fit beside the step number on a phone.
  const pinSize = useMatches<'sm' | 'md'>({ base: 'sm', sm: 'md' });

  const send = (value: string) => {
    setProblem(null);
    enable.mutate(
      { code: value },
      {
        onSuccess: (answer) => onEnabled(answer.recoveryCodes),
        onError: () => {
          setCode('');
          requestAnimationFrame(() => document.getElementById('two-factor-setup-code-1')?.focus());
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      // One error at a time: this replaces the server's answer to the last code.
      enable.reset();
      return setProblem(t('auth.twoFactor.codeFormat'));
    }
    send(code);
  };

  return (
    <Stack gap="lg">
      <Step number={1} title={t('settings.setup.scanTitle')}>
        <Text size="sm" c="dimmed">
          {t('settings.setup.scanHelp')}
        </Text>
        <img src={setup.qrCodeDataUrl} alt={t('settings.setup.qrAlt')} className={classes.qr} />
      </Step>
      <Step number={2} title={t('settings.setup.keyTitle')}>
        <Text size="sm" c="dimmed">
          {t('settings.setup.keyHelp')}
        </Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Text className={classes.secret} data-testid="two-factor-secret" data-secret={setup.secret}>
            {grouped(setup.secret)}
          </Text>
          <CopyButton value={setup.secret} timeout={2000}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('settings.setup.copied') : t('settings.setup.copyKey')} withArrow>
                <ActionIcon
                  variant="light"
                  color={copied ? 'teal' : undefined}
                  onClick={copy}
                  aria-label={t('settings.setup.copyKey')}
                >
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      </Step>
      <Step number={3} title={t('settings.setup.confirmTitle')}>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm" align="flex-start">
            {enable.error && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" w="100%">
                {localizeRefusal(enable.error)}
              </Alert>
            )}
            <PinInput
              id="two-factor-setup-code"
              length={6}
              type="number"
              oneTimeCode
              size={pinSize}
              gap={pinSize === 'sm' ? 6 : 8}
              value={code}
              onChange={setCode}
              onComplete={send}
              error={Boolean(problem || enable.error)}
              disabled={enable.isPending}
              ariaLabel={t('auth.twoFactor.codeLabel')}
            />
            {problem && (
              <Text size="xs" c="red" role="alert">
                {problem}
              </Text>
            )}
            <Group gap="sm">
              <Button type="submit" loading={enable.isPending}>
                {t('settings.setup.turnOn')}
              </Button>
              <Button variant="subtle" color="gray" onClick={onCancel} disabled={enable.isPending}>
                {t('common.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Step>
    </Stack>
  );
}
