import { describe, expect, it } from 'vitest';
import { emptyEntry } from './entry';
import { searchEntries } from './search';

describe('search', () => {
  const entry = (name: string, more: Partial<ReturnType<typeof emptyEntry>> = {}) => ({
    _id: name,
    passwordGroupId: 'g',
    readable: true,
    createdAt: '',
    updatedAt: '',
    entry: { ...emptyEntry(), name, ...more },
  });
  it('finds entries holding every word in name, username, URLs or notes, ignoring case', () => {
    const list = [
      entry('Mail'),
      entry('Bank', { username: 'ann', notes: 'Branch north' }),
      entry('Shop', { urls: ['https://mail.shop'] }),
    ];
    expect(searchEntries(list, 'MAIL').map((found) => found._id)).toEqual(['Mail', 'Shop']);
    expect(searchEntries(list, 'ann north').map((found) => found._id)).toEqual(['Bank']);
    expect(searchEntries(list, '  ')).toHaveLength(3);
    expect(searchEntries(list, 'nothing')).toEqual([]);
  });
});
