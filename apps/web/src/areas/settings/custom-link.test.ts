import { describe, expect, it } from 'vitest';
import type { LinkOrderEntry } from '@ordna/contract/auth/link-order';
import { checkCustomLink, newCustomLink } from './custom-link';

describe('checkCustomLink', () => {
  it('accepts a label and an http(s) address', () => {
    expect(checkCustomLink('Wiki', 'https://wiki.example.com/start', [])).toBeNull();
    expect(checkCustomLink('Router', 'http://192.168.1.1', [])).toBeNull();
  });

  it('names what is wrong, field by field', () => {
    expect(checkCustomLink(' ', 'javascript:alert(1)', [])).toEqual({
      label: expect.objectContaining({ code: 'auth.linkLabelRequired' }),
      url: expect.objectContaining({ code: 'auth.linkUrlNotWeb' }),
    });
    expect(checkCustomLink('x'.repeat(41), 'example.com', [])).toMatchObject({
      label: { code: 'auth.linkLabelTooLong' },
      url: { code: 'auth.linkUrlNotWeb' },
    });
  });

  it('refuses a 21st custom link', () => {
    const twenty: LinkOrderEntry[] = Array.from({ length: 20 }, (_, i) => newCustomLink(`L${i}`, 'https://e.com'));
    expect(checkCustomLink('One more', 'https://example.com', twenty)).toMatchObject({
      form: { code: 'auth.tooManyLinks' },
    });
  });
});

describe('newCustomLink', () => {
  it('trims and gives each link its own id', () => {
    const a = newCustomLink(' Wiki ', ' https://wiki.example.com ');
    expect(a).toMatchObject({ kind: 'custom', label: 'Wiki', url: 'https://wiki.example.com', hidden: false });
    expect(a.id).toMatch(/^[a-z0-9]{12}$/);
    expect(newCustomLink('Wiki', 'https://wiki.example.com').id).not.toBe(a.id);
  });
});
