import { Alert, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../PasswordField';
import { confirmationProblem, newPasswordProblem } from './new-password';
import { NewPasswordFields } from './NewPasswordFields';

/** What a password change asks: the password in use, then the new one twice. */
export interface PasswordChange {
  current: string;
  next: string;
  confirmation: string;
}

const EMPTY: PasswordChange = { current: '', next: '', confirmation: '' };

/**
 * The state of a form that changes a password (the sign-in password, the vault's extra password):
 * what was typed, the problems shown once it was submitted (i18n keys), and `sameAsCurrent`, the
 * problem of a new password that is the current one, where that is refused.
 */
export function usePasswordChange(sameAsCurrent?: string) {
  const [fields, setFields] = useState<PasswordChange>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const problems: Partial<Record<keyof PasswordChange, string>> = {
    current: fields.current ? undefined : 'settings.password.currentRequired',
    next:
      newPasswordProblem(fields.next) ?? (sameAsCurrent && fields.next === fields.current ? sameAsCurrent : undefined),
    confirmation: confirmationProblem(fields.next, fields.confirmation),
  };
  return {
    fields,
    shown: submitted ? problems : {},
    /** What was typed into `field`. */
    type: (field: keyof PasswordChange, value: string) => setFields((current) => ({ ...current, [field]: value })),
    /** Shows the problems from now on; true when there are none. */
    ready: (): boolean => {
      setSubmitted(true);
      return !Object.values(problems).some(Boolean);
    },
    clear: () => {
      setFields(EMPTY);
      setSubmitted(false);
    },
  };
}

export type PasswordChangeForm = ReturnType<typeof usePasswordChange>;

/**
 * The fields of `usePasswordChange`: a refusal that belongs to no field (`otherError`), the current
 * password (`currentError` before its own problem), the new one with its meter (`nextError` before
 * its own problem) and its confirmation, in a form sent with `onSubmit`, its button (`children`)
 * last. `onEdit` hears which field was typed into.
 */
export function PasswordChangeFields({
  form,
  labels,
  otherError,
  currentError,
  nextError,
  currentRef,
  nextRef,
  onEdit,
  onSubmit,
  children,
}: {
  form: PasswordChangeForm;
  labels: { current: string; next: string; confirmation: string };
  otherError: ReactNode;
  currentError?: string | null;
  nextError?: string | null;
  currentRef?: Ref<HTMLInputElement>;
  nextRef?: Ref<HTMLInputElement>;
  onEdit?: (field: keyof PasswordChange) => void;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { fields, shown } = form;
  const set = (field: keyof PasswordChange) => (event: { currentTarget: HTMLInputElement }) => {
    form.type(field, event.currentTarget.value);
    onEdit?.(field);
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={420}>
        {otherError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {otherError}
          </Alert>
        )}
        <PasswordField
          ref={currentRef}
          label={labels.current}
          autoComplete="current-password"
          value={fields.current}
          onChange={set('current')}
          error={currentError ?? (shown.current && t(shown.current))}
        />
        <NewPasswordFields
          passwordRef={nextRef}
          label={labels.next}
          confirmLabel={labels.confirmation}
          password={fields.next}
          confirmation={fields.confirmation}
          onPassword={set('next')}
          onConfirmation={set('confirmation')}
          error={(shown.next && t(shown.next)) || nextError}
          confirmationError={shown.confirmation && t(shown.confirmation)}
        />
        {children}
      </Stack>
    </form>
  );
}
