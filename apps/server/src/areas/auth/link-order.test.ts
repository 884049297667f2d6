import { describe, expect, it } from 'vitest';
import type { Preferences, User } from '@ordna/contract/auth';
import { as, body, signUp } from '../../testing/test-app.test-kit';
import { useTestApp } from '../../testing/use-test-app.test-kit';
import { messageOf, put, whoAmI } from '../../testing/people.test-kit';

/** The side bar's order (`linkOrder`): areas shown or hidden, and bounded custom links. */
describe('auth: link order preference', () => {
  const t = useTestApp();

  const save = (person: User, linkOrder: unknown) =>
    put(t.app, `/api/auth/user/${person._id}`, { preferences: { linkOrder } }, as(person));
  const custom = (url: string, label = 'Wiki') => ({ kind: 'custom', id: 'c1', label, url, hidden: false });

  it('keeps areas in order, hidden ones too, with custom links, and answers them on every read', async () => {
    const person = await signUp(t.app);
    const linkOrder = [
      { kind: 'area', place: 'counter', hidden: false },
      custom('https://wiki.example.com/start'),
      { kind: 'area', place: 'home', hidden: true },
    ];
    expect((await save(person, linkOrder)).statusCode).toBe(200);
    const preferences = body<{ preferences: Preferences }>(await whoAmI(t.app, person)).data.preferences;
    expect(preferences.linkOrder).toEqual(linkOrder);
  });

  it.each([
    ['a javascript: address', [custom('javascript:alert(1)')], 'A link must be an http:// or https:// address.'],
    ['a relative address', [custom('/time-tracker')], 'A link must be an http:// or https:// address.'],
    ['an empty label', [custom('https://example.com', '  ')], 'A link needs a label.'],
    ['a long label', [custom('https://example.com', 'x'.repeat(41))], 'at most 40 characters'],
    ['a long address', [custom(`https://example.com/${'x'.repeat(500)}`)], 'at most 500 characters'],
    [
      'too many custom links',
      Array.from({ length: 21 }, (_, i) => ({ ...custom(`https://example.com/${i}`), id: `c${i}` })),
      'At most 20 custom links.',
    ],
    ['an unknown kind', [{ kind: 'script', hidden: false }], ''],
  ])('refuses %s with 400 and keeps the old order', async (_label, linkOrder, message) => {
    const person = await signUp(t.app);
    const response = await save(person, linkOrder);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain(message);
    expect(body<User>(await whoAmI(t.app, person)).data.preferences.linkOrder).toEqual([]);
  });
});
