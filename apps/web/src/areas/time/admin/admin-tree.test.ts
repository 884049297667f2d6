import { describe, expect, it } from 'vitest';
import { adminPath, byName, cleanName, moveTargets, parseGroupType, subGroupCounts, tagUsage } from './admin-tree';

const groups = [
  { _id: 'g2', name: 'work' },
  { _id: 'g1', name: 'Hobby' },
  { _id: 'g3', name: 'Empty' },
];
const subGroups = [
  { _id: 's1', name: 'Reading', timeGroupId: 'g1' },
  { _id: 's2', name: 'coding', timeGroupId: 'g2' },
  { _id: 's3', name: 'Admin', timeGroupId: 'g2' },
  { _id: 's4', name: 'Guitar', timeGroupId: 'g1' },
];

describe('time admin helpers', () => {
  it('reads the group type of the address', () => {
    expect(parseGroupType('time-group')).toBe('time-group');
    expect(parseGroupType('sub-group')).toBe('sub-group');
    expect(parseGroupType('define-urls')).toBeNull();
    expect(parseGroupType(undefined)).toBeNull();
  });

  it('links to a group admin page', () => {
    expect(adminPath('sub-group', 'a/b')).toBe('/time-tracker/admin/sub-group/a%2Fb');
  });

  it('sorts by name without caring about case', () => {
    expect(byName(groups).map((group) => group.name)).toEqual(['Empty', 'Hobby', 'work']);
  });

  it('counts sub groups per time group', () => {
    const counts = subGroupCounts(subGroups);
    expect(counts.get('g1')).toBe(2);
    expect(counts.get('g2')).toBe(2);
    expect(counts.get('g3')).toBeUndefined();
  });

  it("offers every other sub group as a move target, the source's group first", () => {
    expect(moveTargets(groups, subGroups, { _id: 's2', timeGroupId: 'g2' })).toEqual([
      { group: 'work', items: [{ value: 's3', label: 'Admin' }] },
      {
        group: 'Hobby',
        items: [
          { value: 's4', label: 'Guitar' },
          { value: 's1', label: 'Reading' },
        ],
      },
    ]);
  });

  it('offers nothing when the sub group is the only one', () => {
    expect(moveTargets(groups, [subGroups[0]!], { _id: 's1', timeGroupId: 'g1' })).toEqual([]);
  });

  it('counts where a tag is used', () => {
    const tagged = [{ tags: [{ _id: 't1' }] }, { tags: [] }, { tags: [{ _id: 't2' }, { _id: 't1' }] }];
    expect(tagUsage('t1', tagged, [{ tags: [{ _id: 't1' }] }])).toBe(3);
    expect(tagUsage('t3', tagged)).toBe(0);
  });

  it('cleans a typed name', () => {
    expect(cleanName('  Deep   work ')).toBe('Deep work');
    expect(cleanName('   ')).toBeNull();
  });
});
