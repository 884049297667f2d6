import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { authRefusals } from '@ordna/contract/auth/refusals';
import { isRefusal } from '../../../api/refusal';
import { localizeRefusal } from '../../../i18n/refusals';
import { confirmationProblem, newPasswordProblem } from '../../../shared/new-password/new-password';
import { NewPasswordFields } from '../../../shared/new-password/NewPasswordFields';
import { statusKey } from '../use-vault-status';
import { vault } from '../vault';
import { PasswordField } from '../../../shared/PasswordField';

interface Fields {
  current: string;
  extra: string;
  confirmation: string;
}

const EMPTY: Fields = { current: '', extra: '', confirmation: '' };

/**
 * Sets the first extra password (`mode: 'set'`, then the vault opens) or changes it while the vault
 * is open (`'change'`: the same vault key, wrapped anew). The sign-in password proves the person.
 */
export function ExtraPasswordForm({ mode, onDone }: { mode: 'set' | 'change'; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const save = useMutation({
    mutationFn: ({ current, extra }: Fields) =>
      mode === 'set' ? vault.setUp(current, extra) : vault.change(current, extra),
    onSuccess: async () => {
      setFields(EMPTY);
      setSubmitted(false);
      await queryClient.invalidateQueries({ queryKey: statusKey() });
      onDone();
    },
  });

  const problems: Partial<Record<keyof Fields, string>> = {
    current: fields.current ? undefined : 'settings.password.currentRequired',
    extra:
      newPasswordProblem(fields.extra) ??
      (fields.extra === fields.current ? 'passwords.setup.sameAsSignIn' : undefined),
    confirmation: confirmationProblem(fields.extra, fields.confirmation),
  };
  const shown = submitted ? problems : {};
  const wrongCurrent = isRefusal(save.error, authRefusals.wrongPassword);
  const otherError = save.error && !wrongCurrent ? localizeRefusal(save.error) : null;

  const set = (field: keyof Fields) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setFields((current) => ({ ...current, [field]: value }));
    if (field === 'current' && wrongCurrent) save.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!Object.values(problems).some(Boolean)) save.mutate(fields);
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
          label={t('passwords.setup.signInPassword')}
          autoComplete="current-password"
          value={fields.current}
          onChange={set('current')}
          error={wrongCurrent ? t('messages.wrongPassword') : shown.current && t(shown.current)}
        />
        <NewPasswordFields
          label={mode === 'set' ? t('passwords.setup.extraPassword') : t('passwords.setup.newExtraPassword')}
          confirmLabel={t('passwords.setup.confirm')}
          password={fields.extra}
          confirmation={fields.confirmation}
          onPassword={set('extra')}
          onConfirmation={set('confirmation')}
          error={shown.extra && t(shown.extra)}
          confirmationError={shown.confirmation && t(shown.confirmation)}
        />
        <Button type="submit" loading={save.isPending} w="fit-content">
          {mode === 'set' ? t('passwords.setup.submit') : t('passwords.setup.change')}
        </Button>
      </Stack>
    </form>
  );
}
