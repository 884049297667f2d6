import { MIN_PASSWORD_LENGTH } from './password-strength';

/**
 * A new password's rules (sign-up, a changed password, the vault's extra password), as i18n keys
 * for the field they concern: the same the contract's schemas apply on the server.
 */
export function newPasswordProblem(password: string): string | undefined {
  if (!password) return 'auth.errors.passwordRequired';
  if (password.length < MIN_PASSWORD_LENGTH) return 'auth.errors.passwordTooShort';
  if (password.length > 256) return 'auth.errors.passwordTooLong';
  return undefined;
}

export function confirmationProblem(password: string, confirmation: string): string | undefined {
  if (!confirmation) return 'auth.errors.confirmRequired';
  return confirmation === password ? undefined : 'auth.errors.confirmMismatch';
}
