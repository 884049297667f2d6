import { Alert, Anchor, Button, Center, PinInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconShieldLock } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Redirect } from '../../shared/Redirect';
import { localizeRefusal } from '../../i18n/refusals';
import { useSession } from '../../api/use-session';
import { AuthCard } from './AuthCard';
import { destinationOf, signInState } from './destination';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useTwoFactorLogin } from './use-sign-in';

const CODE_LENGTH = 6;
const RECOVERY_CODE = /^[a-z0-9]{5}-?[a-z0-9]{5}$/i;

/** Step two of signing in when the account has two-factor sign-in on (route /Auth). */
export default function TwoFactorPage() {
  const { t } = useTranslation();
  const user = useSession();
  const location = useLocation();
  const verify = useTwoFactorLogin();
  const completeSignIn = useCompleteSignIn();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { challenge, from } = signInState(location.state);

  if (user) return <Redirect to={destinationOf(location.state)} replace />;
  if (!challenge) return <Redirect to="/login" replace state={from ? { from } : undefined} />;

  const send = (value: string) => {
    setProblem(null);
    verify.mutate(
      { code: value, challenge },
      {
        onSuccess: completeSignIn,
        onError: () => {
          setCode('');
          // The boxes were disabled while checking; once enabled again, start over in the first.
          requestAnimationFrame(() => document.getElementById('two-factor-code-1')?.focus());
        },
      },
    );
  };

  // One error at a time: a problem with what is typed replaces the server's answer to the last code.
  const refuse = (message: string) => {
    verify.reset();
    setProblem(message);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (useRecovery) {
      const value = recoveryCode.trim().replace(/\s+/g, '');
      if (!RECOVERY_CODE.test(value)) return refuse(t('auth.twoFactor.recoveryFormat'));
      return send(value);
    }
    if (code.length !== CODE_LENGTH) return refuse(t('auth.twoFactor.codeFormat'));
    send(code);
  };

  const toggle = () => {
    setUseRecovery((current) => !current);
    setProblem(null);
    verify.reset();
  };

  return (
    <AuthCard
      title={t('auth.twoFactor.title')}
      subtitle={useRecovery ? t('auth.twoFactor.recoverySubtitle') : t('auth.twoFactor.subtitle')}
      footer={
        <Anchor component={Link} to="/login" state={from ? { from } : undefined}>
          {t('auth.twoFactor.backToLogin')}
        </Anchor>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Center>
            <IconShieldLock size={44} stroke={1.4} color="var(--mantine-primary-color-filled)" aria-hidden />
          </Center>
          {verify.error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {localizeRefusal(verify.error)}
            </Alert>
          )}
          {useRecovery ? (
            <TextInput
              label={t('auth.twoFactor.recoveryLabel')}
              placeholder="xxxxx-xxxxx"
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus
              ff="monospace"
              value={recoveryCode}
              onChange={(event) => setRecoveryCode(event.currentTarget.value)}
              error={problem}
            />
          ) : (
            <Stack gap={6} align="center">
              <Text component="label" htmlFor="two-factor-code-1" size="sm" fw={500}>
                {t('auth.twoFactor.codeLabel')}
              </Text>
              <PinInput
                id="two-factor-code"
                length={CODE_LENGTH}
                type="number"
                oneTimeCode
                autoFocus
                size="md"
                gap={8}
                value={code}
                onChange={setCode}
                onComplete={send}
                error={Boolean(problem || verify.error)}
                disabled={verify.isPending}
                ariaLabel={t('auth.twoFactor.codeLabel')}
              />
              {problem && (
                <Text size="xs" c="red" role="alert">
                  {problem}
                </Text>
              )}
            </Stack>
          )}
          <Button type="submit" size="md" fullWidth loading={verify.isPending}>
            {t('auth.twoFactor.submit')}
          </Button>
          <Anchor component="button" type="button" onClick={toggle} ta="center" size="sm" fw={500}>
            {useRecovery ? t('auth.twoFactor.useApp') : t('auth.twoFactor.useRecovery')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
