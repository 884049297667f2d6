import { MIN_PASSWORD_LENGTH } from './password-strength';

/** The sign-up rules of the contract, as i18n keys for the field they concern. */
const USERNAME_CHARACTERS = /^[\p{L}\p{N}._@-]+$/u;

export function usernameProblem(username: string): string | undefined {
  const value = username.trim();
  if (!value) return 'auth.errors.usernameRequired';
  if (value.length < 3) return 'auth.errors.usernameTooShort';
  if (value.length > 40) return 'auth.errors.usernameTooLong';
  if (!USERNAME_CHARACTERS.test(value)) return 'auth.errors.usernameCharacters';
  return undefined;
}

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
