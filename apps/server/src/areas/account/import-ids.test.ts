import { describe, expect, it } from 'vitest';
import { ImportRowRefused, NewIds } from './import-ids';

describe("an import's new ids", () => {
  it('answers the new id of every row given, across many commits of its file, and none for others', () => {
    const ids = new NewIds();
    try {
      const given = Array.from({ length: 25_000 }, (_, i) => ids.give('timeStamps', `old-${i}`, () => `new-${i}`));
      expect(given[24_999]).toBe('new-24999');
      expect(ids.of('timeStamps', 'old-0')).toBe('new-0');
      expect(ids.of('timeStamps', 'old-12345')).toBe('new-12345');
      expect(ids.of('notes', 'old-0')).toBeNull();
      expect(ids.of('timeStamps', 42)).toBeNull();
    } finally {
      ids.close();
    }
  });

  it('refuses an id given twice in one table, and a row without an id, as a damaged file', () => {
    const ids = new NewIds();
    try {
      ids.give('notes', 'a', () => 'x');
      expect(ids.give('timeGroups', 'a', () => 'y')).toBe('y');
      expect(() => ids.give('notes', 'a', () => 'z')).toThrow(new ImportRowRefused('notes: id a twice'));
      expect(() => ids.give('notes', null, () => 'z')).toThrow(ImportRowRefused);
    } finally {
      ids.close();
    }
  });
});
