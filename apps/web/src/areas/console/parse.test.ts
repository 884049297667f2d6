import { describe, expect, it } from 'vitest';
import { parseLine, tokenize } from './parse';
import { matchNames, sharedBeginning } from './match-names';
import { stepHistory, withLine, loadHistory, saveHistory, HISTORY_KEY } from './history';
import { opensConsole } from './opens-console';

describe('parseLine', () => {
  it('takes the name, the words, and each flag with the words after it', () => {
    expect(parseLine('tm in My Work -s Ordna Web')).toEqual({
      name: 'tm',
      input: { words: ['in', 'My', 'Work'], flags: { s: 'Ordna Web' } },
    });
  });

  it('keeps a bare flag as an empty value, accepts --long flags and matches the name without case', () => {
    expect(parseLine('TM groups -s')).toEqual({ name: 'tm', input: { words: ['groups'], flags: { s: '' } } });
    expect(parseLine('us signout --p')?.input.flags).toEqual({ p: '' });
  });

  it('keeps quoted words whole, a leading dash included', () => {
    expect(parseLine('tm in "My  Work" -s \'-x\'')?.input).toEqual({ words: ['in', 'My  Work'], flags: { s: '-x' } });
  });

  it('gives nothing for a blank line', () => {
    expect(parseLine('   ')).toBeNull();
  });

  it('knows where each word sits, an unclosed quote running to the end', () => {
    expect(tokenize('go "time gr')).toEqual([
      { text: 'go', start: 0, end: 2, quoted: false },
      { text: 'time gr', start: 3, end: 11, quoted: true },
    ]);
  });
});

describe('matchNames', () => {
  const names = ['Time groups', 'Time tracker', 'Settings', 'Sub group'];

  it('puts equal names first, then those starting with, containing, and holding the letters in order', () => {
    expect(matchNames('time', names)).toEqual(['Time groups', 'Time tracker']);
    expect(matchNames('group', names)).toEqual(['Time groups', 'Sub group']);
    expect(matchNames('tgr', names)).toEqual(['Time groups']);
    expect(matchNames('  SETTINGS ', names)).toEqual(['Settings']);
    expect(matchNames('', names)).toEqual(names);
    expect(matchNames('zzz', names)).toEqual([]);
  });

  it('finds what several names begin with, in the first one’s spelling', () => {
    expect(sharedBeginning(['Time groups', 'time tracker'])).toBe('Time ');
    expect(sharedBeginning([])).toBe('');
  });
});

describe('history', () => {
  it('adds a line once, drops the oldest past its limit, and ignores blanks', () => {
    expect(withLine(['a'], ' b ')).toEqual(['a', 'b']);
    expect(withLine(['a', 'b'], 'b')).toEqual(['a', 'b']);
    expect(withLine(['a'], '  ')).toEqual(['a']);
    expect(withLine(['a', 'b', 'c'], 'd', 3)).toEqual(['b', 'c', 'd']);
  });

  it('is kept on this device and survives a bad entry', () => {
    saveHistory(['help', 'clear']);
    expect(loadHistory()).toEqual(['help', 'clear']);
    localStorage.setItem(HISTORY_KEY, '{not json');
    expect(loadHistory()).toEqual([]);
  });

  it('steps up and down within the lines and the line being written', () => {
    expect(stepHistory(2, 2, -1)).toBe(1);
    expect(stepHistory(2, 0, -1)).toBeNull();
    expect(stepHistory(2, 1, 1)).toBe(2);
    expect(stepHistory(2, 2, 1)).toBeNull();
  });
});

describe('opensConsole', () => {
  const key = (code: string, shiftKey: boolean, extra: Partial<KeyboardEvent> = {}) =>
    opensConsole({ code, shiftKey, altKey: false, metaKey: false, ...extra });

  it('opens on Shift+. and Ctrl+Shift+., never on . alone or another key', () => {
    expect(key('Period', true)).toBe(true);
    expect(key('Period', true, { ctrlKey: true })).toBe(true);
    expect(key('Period', false)).toBe(false);
    expect(key('Comma', true)).toBe(false);
    expect(key('Period', true, { altKey: true })).toBe(false);
  });
});
