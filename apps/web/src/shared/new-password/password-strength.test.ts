import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it('calls anything under 8 characters too short', () => {
    expect(passwordStrength('')).toEqual({ score: 0, level: 'tooShort' });
    expect(passwordStrength('Ab1!xyz')).toEqual({ score: 1, level: 'tooShort' });
  });

  it('rates common and repetitive passwords weak however long', () => {
    expect(passwordStrength('password').level).toBe('weak');
    expect(passwordStrength('MyPassword2024!').level).toBe('weak');
    expect(passwordStrength('aaaaaaaaaaaaaaaaaaaa').level).toBe('weak');
    expect(passwordStrength('12345678').level).toBe('weak');
  });

  it('grows with length and variety', () => {
    expect(passwordStrength('sunflowers').level).toBe('weak');
    expect(passwordStrength('Sunflowers').level).toBe('fair');
    expect(passwordStrength('Sunflowers9').level).toBe('good');
    expect(passwordStrength('Sunflowers9 in June').level).toBe('strong');
    expect(passwordStrength('correct horse battery').level).toBe('strong');
  });

  it('never goes above 4', () => {
    expect(passwordStrength('Ab1!'.repeat(10)).score).toBe(4);
  });
});
