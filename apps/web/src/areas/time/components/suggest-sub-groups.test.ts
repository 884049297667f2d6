import { describe, expect, it } from 'vitest';
import type { SubGroupSummary } from '@ordna/contract/time';
import { suggestSubGroups } from './StampInCore';

describe('suggestSubGroups', () => {
  const sub = (name: string, timeGroupId: string): SubGroupSummary => ({
    _id: `${timeGroupId}-${name}`,
    name,
    timeGroupId,
    tags: [],
  });
  const all = [
    sub('Code review', 'work'),
    sub('Coding', 'side'),
    sub('Coding', 'work'),
    sub('Decoding', 'work'),
    sub('Meetings', 'work'),
  ];

  it('keeps names containing the text, those starting with it first, then the chosen group’s', () => {
    expect(suggestSubGroups(all, 'cod', 'work').map((s) => s._id)).toEqual([
      'work-Code review',
      'work-Coding',
      'side-Coding',
      'work-Decoding',
    ]);
  });

  it('ignores case and offers everything (at most 8) for an empty field', () => {
    expect(suggestSubGroups(all, 'MEET', null).map((s) => s.name)).toEqual(['Meetings']);
    expect(suggestSubGroups(all, '', 'work')).toHaveLength(5);
  });
});
