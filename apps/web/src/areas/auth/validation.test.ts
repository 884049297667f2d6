import { describe, expect, it } from 'vitest';
import { usernameProblem } from './validation';

describe('sign-up validation', () => {
  it('checks the username like the server does', () => {
    expect(usernameProblem('  ')).toBe('auth.errors.usernameRequired');
    expect(usernameProblem('ab')).toBe('auth.errors.usernameTooShort');
    expect(usernameProblem('a'.repeat(41))).toBe('auth.errors.usernameTooLong');
    expect(usernameProblem('ada lovelace')).toBe('auth.errors.usernameCharacters');
    expect(usernameProblem('åsa.ek@home')).toBeUndefined();
  });
});
