import { Alert, Anchor, Button, Stack, TextInput, useComputedColorScheme } from '@mantine/core';
import { IconAlertCircle, IconUserPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Redirect } from '../../shared/Redirect';
import type { SignupBody } from '@ordna/contract/auth';
import { authRefusals } from '@ordna/contract/auth/refusals';
import { ApiError } from '../../api/client';
import { isRefusal } from '../../api/refusal';
import { localizeRefusal } from '../../i18n/refusals';
import { useSession } from '../../api/use-session';
import { AuthCard } from './AuthCard';
import { destinationOf, signInState } from './destination';
import { confirmationProblem, newPasswordProblem } from '../../shared/new-password/new-password';
import { NewPasswordFields } from '../../shared/new-password/NewPasswordFields';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useSignup } from './use-sign-in';
import { usernameProblem } from './validation';

interface Fields {
  username: string;
  password: string;
  confirmation: string;
}

type FieldErrors = Partial<Record<keyof Fields, string>>;

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

function problemsOf(fields: Fields): FieldErrors {
  return {
    username: usernameProblem(fields.username),
    password: newPasswordProblem(fields.password),
    confirmation: confirmationProblem(fields.password, fields.confirmation),
  };
}

export default function RegisterPage() {
  const { t, i18n } = useTranslation();
  const user = useSession();
  const location = useLocation();
  const signup = useSignup();
  // The theme the device shows now (the system's, unless the visitor toggled it): the account starts with it.
  const theme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const completeSignIn = useCompleteSignIn();
  const [fields, setFields] = useState<Fields>({ username: '', password: '', confirmation: '' });
  const [submitted, setSubmitted] = useState(false);
  const [taken, setTaken] = useState<string | null>(null);
  // The password the server refused as too common: its error stays on the field until it changes.
  const [tooCommon, setTooCommon] = useState<string | null>(null);
  const { from } = signInState(location.state);

  if (user) return <Redirect to={destinationOf(location.state)} replace />;

  const problems = problemsOf(fields);
  const shown: FieldErrors = submitted ? problems : {};
  const usernameError =
    shown.username ?? (taken !== null && taken === fields.username.trim() ? 'auth.errors.usernameTaken' : undefined);
  const refusedAsCommon = tooCommon !== null && tooCommon === fields.password;
  const passwordError = shown.password
    ? t(shown.password)
    : refusedAsCommon
      ? localizeRefusal(authRefusals.commonPassword)
      : undefined;
  const onField =
    signup.error instanceof ApiError &&
    (signup.error.status === 409 || isRefusal(signup.error, authRefusals.commonPassword));
  const serverError = signup.error && !onField ? signup.error : null;

  const change = (field: keyof Fields) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setFields((current) => ({ ...current, [field]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(problems).some(Boolean)) return;
    const language = i18n.language === 'se' ? 'se' : 'en';
    const timeZone = browserTimeZone();
    const body: SignupBody = {
      username: fields.username.trim(),
      password: fields.password,
      language,
      theme,
      ...(timeZone && { timeZone }),
    };
    signup.mutate(body, {
      onSuccess: completeSignIn,
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) setTaken(body.username);
        if (isRefusal(error, authRefusals.commonPassword)) setTooCommon(body.password);
      },
    });
  };

  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <>
          {t('auth.register.haveAccount')}{' '}
          <Anchor component={Link} to="/login" state={from ? { from } : undefined} fw={600}>
            {t('auth.register.signIn')}
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {serverError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {localizeRefusal(serverError)}
            </Alert>
          )}
          <TextInput
            label={t('auth.fields.username')}
            description={t('auth.register.usernameHint')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            value={fields.username}
            onChange={change('username')}
            error={usernameError && t(usernameError)}
          />
          <NewPasswordFields
            label={t('auth.fields.password')}
            confirmLabel={t('auth.fields.confirmPassword')}
            password={fields.password}
            confirmation={fields.confirmation}
            onPassword={change('password')}
            onConfirmation={change('confirmation')}
            error={passwordError}
            confirmationError={shown.confirmation && t(shown.confirmation)}
          />
          <Button
            type="submit"
            size="md"
            fullWidth
            mt="xs"
            loading={signup.isPending}
            leftSection={<IconUserPlus size={18} />}
          >
            {t('auth.register.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
