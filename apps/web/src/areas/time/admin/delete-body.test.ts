import '../../../i18n/i18n';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { deleteBody } from './delete-body';

describe('what deleting a group takes with it', () => {
  const t = i18next.t.bind(i18next);

  it('an empty sub group or time group does not speak of "0 stamps"', () => {
    expect(deleteBody(t, false, 0, 0)).toBe('This deletes the sub group. It has no stamps.');
    expect(deleteBody(t, true, 0, 0)).toBe('This deletes the time group. It has no sub groups or stamps.');
  });

  it('a sub group with stamps counts them', () => {
    expect(deleteBody(t, false, 3, 0)).toContain('its 3 stamps');
  });
});
