import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconLogin2 } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Redirect } from '../../shared/Redirect';
import { isTwoFactorChallenge } from '@ordna/contract/auth/plain';
import { localizeRefusal } from '../../i18n/refusals';
import { useSession } from '../../api/use-session';
import { AuthCard } from './AuthCard';
import { destinationOf, signInState, type SignInState } from './destination';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useLogin } from './use-sign-in';
import { PasswordField } from '../../shared/PasswordField';

interface FieldErrors {
  username?: string;
  password?: string;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const user = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const passwordField = useRef<HTMLInputElement>(null);
  const { from } = signInState(location.state);

  if (user) return <Redirect to={destinationOf(location.state)} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {
      ...(!username.trim() && { username: t('auth.errors.usernameRequired') }),
      ...(!password && { password: t('auth.errors.passwordRequired') }),
    };
    setErrors(found);
    if (found.username || found.password) return;
    login.mutate(
      { username: username.trim(), password },
      {
        onSuccess: (answer) => {
          if (isTwoFactorChallenge(answer)) {
            const state: SignInState = { challenge: answer.challenge, ...(from && { from }) };
            void navigate('/Auth', { state });
          } else {
            completeSignIn(answer);
          }
        },
        // The busy button lost focus; the password is what to retype.
        onError: () => passwordField.current?.select(),
      },
    );
  };

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Anchor component={Link} to="/register" state={from ? { from } : undefined} fw={600}>
            {t('auth.login.createAccount')}
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {login.error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {localizeRefusal(login.error)}
            </Alert>
          )}
          <TextInput
            label={t('auth.fields.username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
            error={errors.username}
          />
          <PasswordField
            ref={passwordField}
            label={t('auth.fields.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
          />
          <Button
            type="submit"
            size="md"
            fullWidth
            mt="xs"
            loading={login.isPending}
            leftSection={<IconLogin2 size={18} />}
          >
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
