export const MIN_PASSWORD_LENGTH = 8;

export type StrengthLevel = 'tooShort' | 'weak' | 'fair' | 'good' | 'strong';

export interface PasswordStrength {
  /** 0–4, for a meter. */
  score: number;
  level: StrengthLevel;
}

/** Passwords that guessers try first; containing one of them makes a password weak. */
const COMMON = ['password', 'lösenord', 'losenord', 'qwerty', 'abc123', '123456', 'letmein', 'welcome', 'iloveyou'];

/**
 * A quick, local hint (not a guarantee): length counts most, then the mix of lower case,
 * upper case, digits and other characters. Long passphrases score well without symbols.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < MIN_PASSWORD_LENGTH) return { score: password ? 1 : 0, level: 'tooShort' };
  const classes = [/[a-zåäö]/, /[A-ZÅÄÖ]/, /\d/, /[^A-Za-z0-9åäöÅÄÖ]/].filter((re) => re.test(password)).length;
  let score = 1;
  if (password.length >= 12) score++;
  if (password.length >= 16) score++;
  if (classes >= 2) score++;
  if (classes >= 3) score++;
  const lower = password.toLowerCase();
  const predictable = COMMON.some((word) => lower.includes(word)) || new Set(lower).size <= 2;
  if (predictable) score = 1;
  score = Math.min(score, 4);
  const level: StrengthLevel = score <= 1 ? 'weak' : score === 2 ? 'fair' : score === 3 ? 'good' : 'strong';
  return { score, level };
}
