import { describe, expect, it } from 'vitest';
import { refreshBody, userUpdateBody } from '../auth';
import { extraPasswordValue, kdfSchema } from '../auth/extra';
import { isSealed, passwordCreateBody, passwordQuery } from './index';

const iv = 'AAAAAAAAAAAAAAAA';
const tag = 'AAAAAAAAAAAAAAAAAAAAAA==';

describe('sealed values', () => {
  it.each([`v1.${iv}.${tag}`, `v1.${iv}.${'QUJD'.repeat(10)}`, `v1.${iv}.${'QUJD'.repeat(9)}QUI=`])(
    'accepts %s',
    (value) => expect(isSealed(value)).toBe(true),
  );

  it.each([
    '',
    'plain text',
    `v2.${iv}.${tag}`,
    `v1.${iv}.QUJD`,
    `v1.AAAA.${tag}`,
    `v1.${iv}.${tag}=`,
    `v1.${iv}.${tag}\n`,
  ])('refuses %j', (value) => expect(isSealed(value)).toBe(false));
});

describe('the vault API schemas', () => {
  it('takes 12-character ids only', () => {
    expect(passwordQuery.safeParse({ passwordId: 'abcdefABCDEF' }).success).toBe(true);
    expect(passwordQuery.safeParse({ passwordId: 'abcdefABCDE' }).success).toBe(false);
    expect(passwordCreateBody.safeParse({ passwordGroupId: 'abcdefABCDEF', data: 'x' }).success).toBe(false);
  });

  it('reads the extra password as 32 bytes of base64 and the settings as PBKDF2', () => {
    expect(extraPasswordValue.safeParse(Buffer.alloc(32, 7).toString('base64')).success).toBe(true);
    expect(extraPasswordValue.safeParse(Buffer.alloc(33, 7).toString('base64')).success).toBe(false);
    const kdf = { algorithm: 'PBKDF2-SHA256', iterations: 600_000, salt: Buffer.alloc(16).toString('base64') };
    expect(kdfSchema.safeParse(kdf).success).toBe(true);
    expect(kdfSchema.safeParse({ ...kdf, iterations: 100_000 }).success).toBe(false);
  });

  it('needs the extra password fields all together, and preferences alone still pass', () => {
    expect(userUpdateBody.safeParse({ preferences: { theme: 'dark' } }).success).toBe(true);
    const partial = userUpdateBody.safeParse({ currentPassword: 'x' });
    expect(partial.error?.issues[0]?.message).toMatch(/together/);
  });

  it('refreshes with one token or the other', () => {
    expect(refreshBody.safeParse({ refreshToken: 'a' }).success).toBe(true);
    expect(refreshBody.safeParse({ extraRefreshToken: 'a' }).success).toBe(true);
    expect(refreshBody.safeParse({}).error?.issues[0]?.message).toBe('Refresh token is required');
    expect(refreshBody.safeParse({ refreshToken: 'a', extraRefreshToken: 'b' }).success).toBe(false);
  });
});
