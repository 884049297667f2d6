import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Redirect } from '../../shared/Redirect';
import { authRefusals } from '@ordna/contract/auth/refusals';
import type { Kdf } from '@ordna/contract/auth';
import { isRefusal } from '../../api/refusal';
import { localizeRefusal } from '../../i18n/refusals';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { ReadStates } from '../../shared/QueryStates';
import { ExtraPasswordForm } from './settings/ExtraPasswordForm';
import { ForgetWarning } from './settings/ForgetWarning';
import { useVaultOpen } from './use-vault';
import { useVaultStatus } from './use-vault-status';
import { vault } from './vault';
import { PasswordField } from '../../shared/PasswordField';

const HOME = '/password-groups';

/** Where the guard (or settings) was taking the person; the vault's groups otherwise. */
function destination(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && /^\/(?!\/)/.test(from) && !from.startsWith('/password-login') ? from : HOME;
}

function UnlockForm({ kdf, onOpen }: { kdf: Kdf; onOpen: () => void }) {
  const { t } = useTranslation();
  const [extraPassword, setExtraPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const unlock = useMutation({ mutationFn: (value: string) => vault.unlock(value, kdf), onSuccess: onOpen });
  const wrong = isRefusal(unlock.error, authRefusals.wrongPassword);
  const otherError = unlock.error && !wrong ? localizeRefusal(unlock.error) : null;
  const missing = submitted && !extraPassword;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (extraPassword) unlock.mutate(extraPassword);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {otherError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {otherError}
          </Alert>
        )}
        <PasswordField
          label={t('passwords.login.extraPassword')}
          autoComplete="off"
          autoFocus
          value={extraPassword}
          onChange={(event) => {
            setExtraPassword(event.currentTarget.value);
            if (wrong) unlock.reset();
          }}
          error={wrong ? t('messages.wrongPassword') : missing ? t('passwords.login.required') : undefined}
        />
        <Button type="submit" loading={unlock.isPending} leftSection={<IconLock size={16} />} w="fit-content">
          {t('passwords.login.submit')}
        </Button>
        {unlock.isPending && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('passwords.login.deriving')}
          </Text>
        )}
      </Stack>
    </form>
  );
}

/**
 * /password-login: the vault's own sign-in. With no extra password yet, it sets one (after the
 * plain warning that forgetting it loses the vault); otherwise it unlocks, then returns to the
 * vault page the person was headed for.
 */
export default function PasswordLoginPage() {
  const { t } = useTranslation();
  const status = useVaultStatus();
  const open = useVaultOpen();
  const location = useLocation();
  const navigate = useNavigate();
  const to = destination(location.state);
  const enter = () => void navigate(to, { replace: true });

  if (open && !status.isFetching) return <Redirect to={to} replace />;
  return (
    <PageColumn width="reading">
      <PageHeader title={t('passwords.login.title')} description={t('passwords.login.description')} />
      <ReadStates read={status} loading={{ rows: 1, height: 120 }} />
      {status.isSuccess && (
        <Paper withBorder p="lg" radius="md">
          {status.data.isSet && status.data.kdf ? (
            <UnlockForm kdf={status.data.kdf} onOpen={enter} />
          ) : (
            <Stack gap="md">
              <Text fw={600}>{t('passwords.setup.title')}</Text>
              <Text size="sm">{t('passwords.setup.explain')}</Text>
              <ForgetWarning />
              <ExtraPasswordForm mode="set" onDone={enter} />
            </Stack>
          )}
        </Paper>
      )}
    </PageColumn>
  );
}
