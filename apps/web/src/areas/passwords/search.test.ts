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

  it('forgives a missing or wrong letter in the name, username or URL, best match first', () => {
    const list = [
      entry('Gitlab', { username: 'ann' }),
      entry('GitHub', { username: 'ann@example.org' }),
      entry('Bank', { urls: ['https://netbank.example'] }),
      entry('Work mail', { username: 'a.svensson' }),
    ];
    expect(searchEntries(list, 'gthub').map((found) => found._id)).toEqual(['GitHub']);
    expect(searchEntries(list, 'githb ann').map((found) => found._id)[0]).toBe('GitHub');
    expect(searchEntries(list, 'netbnk').map((found) => found._id)).toEqual(['Bank']);
    expect(searchEntries(list, 'svenson').map((found) => found._id)).toEqual(['Work mail']);
    expect(searchEntries(list, 'xyzzy')).toEqual([]);
  });
});
