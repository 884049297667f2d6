import type { ReactNode, Ref } from 'react';
import { PasswordField } from '../PasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

type Change = (event: { currentTarget: HTMLInputElement }) => void;

/**
 * A new password and its confirmation, as sign-up, the password change and the vault's extra
 * password ask for them: the new one with its strength meter under it, then the same again.
 */
export function NewPasswordFields({
  label,
  confirmLabel,
  password,
  confirmation,
  onPassword,
  onConfirmation,
  error,
  confirmationError,
  passwordRef,
}: {
  label: string;
  confirmLabel: string;
  password: string;
  confirmation: string;
  onPassword: Change;
  onConfirmation: Change;
  /** The new password's problem, shown under it (the meter then steps aside). */
  error: ReactNode;
  confirmationError: ReactNode;
  passwordRef?: Ref<HTMLInputElement>;
}) {
  return (
    <>
      <div>
        <PasswordField
          ref={passwordRef}
          label={label}
          autoComplete="new-password"
          value={password}
          onChange={onPassword}
          error={error}
        />
        <PasswordStrengthMeter password={password} fieldError={Boolean(error)} />
      </div>
      <PasswordField
        label={confirmLabel}
        autoComplete="new-password"
        value={confirmation}
        onChange={onConfirmation}
        error={confirmationError}
      />
    </>
  );
}
