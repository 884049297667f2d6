import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { authRefusals } from '@ordna/contract/auth/refusals';
import { isRefusal } from '../../../api/refusal';
import { localizeRefusal } from '../../../i18n/refusals';
import {
  PasswordChangeFields,
  usePasswordChange,
  type PasswordChange,
} from '../../../shared/new-password/PasswordChangeFields';
import { statusKey } from '../use-vault-status';
import { vault } from '../vault';

/**
 * Sets the first extra password (`mode: 'set'`, then the vault opens) or changes it while the vault
 * is open (`'change'`: the same vault key, wrapped anew). The sign-in password proves the person.
 */
export function ExtraPasswordForm({ mode, onDone }: { mode: 'set' | 'change'; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = usePasswordChange('passwords.setup.sameAsSignIn');
  const save = useMutation({
    mutationFn: ({ current, next }: PasswordChange) =>
      mode === 'set' ? vault.setUp(current, next) : vault.change(current, next),
    onSuccess: async () => {
      form.clear();
      await queryClient.invalidateQueries({ queryKey: statusKey() });
      onDone();
    },
  });

  const wrongCurrent = isRefusal(save.error, authRefusals.wrongPassword);
  const otherError = save.error && !wrongCurrent ? localizeRefusal(save.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.ready()) save.mutate(form.fields);
  };

  return (
    <PasswordChangeFields
      form={form}
      onSubmit={submit}
      labels={{
        current: t('passwords.setup.signInPassword'),
        next: mode === 'set' ? t('passwords.setup.extraPassword') : t('passwords.setup.newExtraPassword'),
        confirmation: t('passwords.setup.confirm'),
      }}
      otherError={otherError}
      currentError={wrongCurrent ? t('messages.wrongPassword') : null}
      onEdit={(field) => field === 'current' && wrongCurrent && save.reset()}
    >
      <Button type="submit" loading={save.isPending} w="fit-content">
        {mode === 'set' ? t('passwords.setup.submit') : t('passwords.setup.change')}
      </Button>
    </PasswordChangeFields>
  );
}
