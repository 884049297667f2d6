import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { authRefusals } from '@ordna/contract/auth/refusals';
import { isRefusal } from '../../api/refusal';
import { localizeRefusal } from '../../i18n/refusals';
import { confirmationProblem, newPasswordProblem } from '../../shared/new-password/new-password';
import { NewPasswordFields } from '../../shared/new-password/NewPasswordFields';
import { useChangePassword } from './use-account';
import { notifySuccess } from '../../shared/notify';
import { PasswordField } from '../../shared/PasswordField';

interface Fields {
  current: string;
  next: string;
  confirmation: string;
}

const EMPTY: Fields = { current: '', next: '', confirmation: '' };

/** Current password, a new one twice; 'Wrong password' lands on the current-password field. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const currentField = useRef<HTMLInputElement>(null);
  const nextField = useRef<HTMLInputElement>(null);

  const problems: Partial<Record<keyof Fields, string>> = {
    current: fields.current ? undefined : 'settings.password.currentRequired',
    next: newPasswordProblem(fields.next),
    confirmation: confirmationProblem(fields.next, fields.confirmation),
  };
  const shown: Partial<Record<keyof Fields, string>> = submitted ? problems : {};
  const wrongCurrent = isRefusal(change.error, authRefusals.wrongPassword);
  const tooCommon = isRefusal(change.error, authRefusals.commonPassword);
  const otherError = change.error && !wrongCurrent && !tooCommon ? localizeRefusal(change.error) : null;
  const nextError = shown.next ? t(shown.next) : tooCommon ? localizeRefusal(authRefusals.commonPassword) : undefined;

  const set = (field: keyof Fields) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setFields((current) => ({ ...current, [field]: value }));
    if ((field === 'current' && wrongCurrent) || (field === 'next' && tooCommon)) change.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(problems).some(Boolean)) return;
    change.mutate(
      { currentPassword: fields.current, newPassword: fields.next },
      {
        onSuccess: () => {
          setFields(EMPTY);
          setSubmitted(false);
          notifySuccess(t('settings.password.changed'));
        },
        // The busy button lost focus; put it where the problem is.
        onError: (error) =>
          (isRefusal(error, authRefusals.commonPassword) ? nextField : currentField).current?.select(),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={420}>
        {otherError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {otherError}
          </Alert>
        )}
        <PasswordField
          ref={currentField}
          label={t('settings.password.current')}
          autoComplete="current-password"
          value={fields.current}
          onChange={set('current')}
          error={wrongCurrent ? t('messages.wrongPassword') : shown.current && t(shown.current)}
        />
        <NewPasswordFields
          passwordRef={nextField}
          label={t('settings.password.new')}
          confirmLabel={t('settings.password.confirm')}
          password={fields.next}
          confirmation={fields.confirmation}
          onPassword={set('next')}
          onConfirmation={set('confirmation')}
          error={nextError}
          confirmationError={shown.confirmation && t(shown.confirmation)}
        />
        <Group>
          <Button type="submit" loading={change.isPending}>
            {t('settings.password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
