import { describe, expect, it } from 'vitest';
import { confirmationProblem, newPasswordProblem } from './new-password';

describe('new password rules', () => {
  it('asks for 8 to 256 characters of password', () => {
    expect(newPasswordProblem('')).toBe('auth.errors.passwordRequired');
    expect(newPasswordProblem('1234567')).toBe('auth.errors.passwordTooShort');
    expect(newPasswordProblem('x'.repeat(257))).toBe('auth.errors.passwordTooLong');
    expect(newPasswordProblem('12345678')).toBeUndefined();
  });

  it('wants the confirmation to match', () => {
    expect(confirmationProblem('secret-one', '')).toBe('auth.errors.confirmRequired');
    expect(confirmationProblem('secret-one', 'secret-two')).toBe('auth.errors.confirmMismatch');
    expect(confirmationProblem('secret-one', 'secret-one')).toBeUndefined();
  });
});
