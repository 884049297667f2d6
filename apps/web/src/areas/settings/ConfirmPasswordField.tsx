import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authRefusals } from '@ordna/contract/auth/refusals';
import { isRefusal } from '../../api/refusal';
import { PasswordField } from '../../shared/PasswordField';

/**
 * The account password a dangerous setting asks for first (deleting the account, turning
 * two-factor sign-in off): what was typed, why it is refused (empty, or the server's wrong
 * password from `error`), and the field selected again after a refusal.
 */
export function useConfirmPassword(error: unknown) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const wrongPassword = isRefusal(error, authRefusals.wrongPassword) ? t('messages.wrongPassword') : null;
  return {
    password,
    setPassword,
    field,
    /** The field's error: the empty password, else the server's wrong-password refusal. */
    fieldError: problem ?? wrongPassword,
    wrongPassword,
    /** True when a password was typed; else the field says it is needed. */
    given: (): boolean => {
      setProblem(password ? null : t('auth.errors.passwordRequired'));
      return password !== '';
    },
    clear: () => {
      setPassword('');
      setProblem(null);
    },
    selectAgain: () => field.current?.select(),
  };
}

export type ConfirmPassword = ReturnType<typeof useConfirmPassword>;

/** The password field of `useConfirmPassword`, focused when its dialog opens. */
export function ConfirmPasswordField({ confirm }: { confirm: ConfirmPassword }) {
  const { t } = useTranslation();
  return (
    <PasswordField
      ref={confirm.field}
      label={t('auth.fields.password')}
      autoComplete="current-password"
      data-autofocus
      value={confirm.password}
      onChange={(event) => confirm.setPassword(event.currentTarget.value)}
      error={confirm.fieldError}
    />
  );
}
