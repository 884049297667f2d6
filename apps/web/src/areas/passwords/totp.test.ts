import { describe, expect, it } from 'vitest';
import { decodeBase32, parseTotp, totpAt, type TotpAlgorithm } from './totp';

const ascii = (text: string) => new TextEncoder().encode(text);
/** jsdom's Uint8Array is another realm's: compare the numbers. */
const numbers = (bytes: Uint8Array | null) => (bytes ? Array.from(bytes) : null);

/** RFC 6238, appendix B: the seeds and the expected 8-digit codes. */
const seeds: Record<TotpAlgorithm, Uint8Array<ArrayBuffer>> = {
  'SHA-1': ascii('12345678901234567890'),
  'SHA-256': ascii('12345678901234567890123456789012'),
  'SHA-512': ascii('1234567890123456789012345678901234567890123456789012345678901234'),
};
const vectors: [number, string, TotpAlgorithm][] = [
  [59, '94287082', 'SHA-1'],
  [59, '46119246', 'SHA-256'],
  [59, '90693936', 'SHA-512'],
  [1111111109, '07081804', 'SHA-1'],
  [1111111109, '68084774', 'SHA-256'],
  [1111111109, '25091201', 'SHA-512'],
  [1111111111, '14050471', 'SHA-1'],
  [1111111111, '67062674', 'SHA-256'],
  [1111111111, '99943326', 'SHA-512'],
  [1234567890, '89005924', 'SHA-1'],
  [1234567890, '91819424', 'SHA-256'],
  [1234567890, '93441116', 'SHA-512'],
  [2000000000, '69279037', 'SHA-1'],
  [2000000000, '90698825', 'SHA-256'],
  [2000000000, '38618901', 'SHA-512'],
  [20000000000, '65353130', 'SHA-1'],
  [20000000000, '77737706', 'SHA-256'],
  [20000000000, '47863826', 'SHA-512'],
];

describe('TOTP', () => {
  it.each(vectors)('at %i s gives %s with %s (RFC 6238)', async (seconds, expected, algorithm) => {
    const code = await totpAt({ secret: seeds[algorithm], algorithm, digits: 8, period: 30 }, seconds * 1000);
    expect(code.code).toBe(expected);
  });

  it('says how many seconds the code has left', async () => {
    const settings = { secret: seeds['SHA-1'], algorithm: 'SHA-1' as const, digits: 6, period: 30 };
    expect((await totpAt(settings, 59_000)).secondsLeft).toBe(1);
    expect((await totpAt(settings, 60_000)).secondsLeft).toBe(30);
    expect((await totpAt(settings, 60_999)).code).toBe((await totpAt(settings, 60_000)).code);
  });

  it('reads base32 forgivingly and refuses what is not base32', () => {
    // "12345678901234567890" in base32.
    const rfc = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(numbers(decodeBase32(rfc))).toEqual(numbers(seeds['SHA-1']));
    expect(numbers(decodeBase32('gezd gnbv gy3t qojq-gezd gnbv gy3t qojq'))).toEqual(numbers(seeds['SHA-1']));
    expect(numbers(decodeBase32('MZXW6==='))).toEqual(numbers(ascii('foo')));
    for (const junk of ['', '   ', 'ABC1', 'hello!']) expect(decodeBase32(junk)).toBeNull();
  });

  it('reads otpauth URIs with their algorithm, digits and period, and bare secrets as the defaults', async () => {
    const uri =
      'otpauth://totp/Example:ann@example.com?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Example&algorithm=SHA1&digits=8&period=30';
    const settings = parseTotp(uri);
    expect(settings).toMatchObject({ algorithm: 'SHA-1', digits: 8, period: 30 });
    expect((await totpAt(settings!, 59_000)).code).toBe('94287082');

    expect(parseTotp(' GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ ')).toMatchObject({
      algorithm: 'SHA-1',
      digits: 6,
      period: 30,
    });
    expect(parseTotp('otpauth://totp/x?secret=MZXW6&algorithm=sha512&period=60')).toMatchObject({
      algorithm: 'SHA-512',
      period: 60,
    });
    for (const junk of [
      '',
      'not a secret!',
      'otpauth://hotp/x?secret=MZXW6',
      'otpauth://totp/x',
      'otpauth://totp/x?secret=MZXW6&algorithm=MD5',
      'otpauth://totp/x?secret=MZXW6&digits=4',
      'otpauth://totp/x?secret=MZXW6&period=0',
    ]) {
      expect(parseTotp(junk)).toBeNull();
    }
  });
});
