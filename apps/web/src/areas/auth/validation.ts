/**
 * The sign-up rules of the contract, as i18n keys for the field they concern; a new password's
 * rules are the web kernel's (`shared/new-password/`), shared with settings and the vault.
 */
const USERNAME_CHARACTERS = /^[\p{L}\p{N}._@-]+$/u;

export function usernameProblem(username: string): string | undefined {
  const value = username.trim();
  if (!value) return 'auth.errors.usernameRequired';
  if (value.length < 3) return 'auth.errors.usernameTooShort';
  if (value.length > 40) return 'auth.errors.usernameTooLong';
  if (!USERNAME_CHARACTERS.test(value)) return 'auth.errors.usernameCharacters';
  return undefined;
}
