import { Button, Group } from '@mantine/core';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { authRefusals } from '@ordna/contract/auth/refusals';
import { isRefusal } from '../../api/refusal';
import { localizeRefusal } from '../../i18n/refusals';
import { PasswordChangeFields, usePasswordChange } from '../../shared/new-password/PasswordChangeFields';
import { useChangePassword } from './use-account';
import { notifySuccess } from '../../shared/notify';

/** Current password, a new one twice; 'Wrong password' lands on the current-password field. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = usePasswordChange();
  const currentField = useRef<HTMLInputElement>(null);
  const nextField = useRef<HTMLInputElement>(null);

  const wrongCurrent = isRefusal(change.error, authRefusals.wrongPassword);
  const tooCommon = isRefusal(change.error, authRefusals.commonPassword);
  const otherError = change.error && !wrongCurrent && !tooCommon ? localizeRefusal(change.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.ready()) return;
    change.mutate(
      { currentPassword: form.fields.current, newPassword: form.fields.next },
      {
        onSuccess: () => {
          form.clear();
          notifySuccess(t('settings.password.changed'));
        },
        // The busy button lost focus; put it where the problem is.
        onError: (error) =>
          (isRefusal(error, authRefusals.commonPassword) ? nextField : currentField).current?.select(),
      },
    );
  };

  return (
    <PasswordChangeFields
      form={form}
      onSubmit={submit}
      labels={{
        current: t('settings.password.current'),
        next: t('settings.password.new'),
        confirmation: t('settings.password.confirm'),
      }}
      otherError={otherError}
      currentError={wrongCurrent ? t('messages.wrongPassword') : null}
      nextError={tooCommon ? localizeRefusal(authRefusals.commonPassword) : null}
      currentRef={currentField}
      nextRef={nextField}
      onEdit={(field) => ((field === 'current' && wrongCurrent) || (field === 'next' && tooCommon)) && change.reset()}
    >
      <Group>
        <Button type="submit" loading={change.isPending}>
          {t('settings.password.submit')}
        </Button>
      </Group>
    </PasswordChangeFields>
  );
}
