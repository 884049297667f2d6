import { describe, expect, it } from 'vitest';
import { messages } from '@ordna/contract/kernel/messages';
import { refusalCatalogue } from '@ordna/contract/kernel/refusal-catalogue';
import { catalogues } from './catalogues.test-kit';

type Tree = { [key: string]: unknown };

/** "a.b.c" → text, for every leaf of a catalogue. */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [leaf, text] of flatten(value as Tree, path)) out.set(leaf, text);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

const all = catalogues();
const en = flatten(all.en ?? {});
const se = flatten(all.se ?? {});

describe('translations', () => {
  it('has English and Swedish', () => {
    expect(en.size).toBeGreaterThan(0);
    expect(se.size).toBeGreaterThan(0);
  });

  it('has every English key in Swedish', () => {
    expect([...en.keys()].filter((key) => !se.has(key))).toEqual([]);
  });

  it('has every Swedish key in English', () => {
    expect([...se.keys()].filter((key) => !en.has(key))).toEqual([]);
  });

  it('has no empty or non-text entries', () => {
    const bad = (texts: Map<string, unknown>) =>
      [...texts].filter(([, text]) => typeof text !== 'string' || text.trim() === '').map(([key]) => key);
    expect(bad(en)).toEqual([]);
    expect(bad(se)).toEqual([]);
  });

  it('uses the same {{placeholders}} in both languages', () => {
    const placeholders = (text: unknown) =>
      [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
    const differing = [...en]
      .filter(([key, text]) => se.has(key) && placeholders(text).join() !== placeholders(se.get(key)).join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('has every spec message, in English exactly as the spec says it', () => {
    for (const [key, text] of Object.entries(messages)) {
      expect(en.get(`messages.${key}`), key).toBe(text);
      expect(se.get(`messages.${key}`), key).toEqual(expect.any(String));
    }
  });

  it('has only spec messages under messages.*', () => {
    const extra = [...en.keys()].filter(
      (key) => key.startsWith('messages.') && !(key.slice('messages.'.length) in messages),
    );
    expect(extra).toEqual([]);
  });
});

describe('refusals', () => {
  it('has every refusal in English exactly as the contract words it', () => {
    for (const [code, message] of refusalCatalogue) expect(en.get(`refusals.${code}`), code).toBe(message);
  });

  it('has every refusal in Swedish', () => {
    const missing = [...refusalCatalogue.keys()].filter((code) => {
      const text = se.get(`refusals.${code}`);
      return typeof text !== 'string' || text.trim() === '';
    });
    expect(missing).toEqual([]);
  });

  it('keeps the limits a refusal names in its Swedish text (a changed limit must be translated again)', () => {
    const drifted = [...refusalCatalogue].filter(([code, message]) => {
      const swedish = String(se.get(`refusals.${code}`) ?? '');
      return (message.match(/\d+/g) ?? []).some((number) => !swedish.includes(number));
    });
    expect(drifted.map(([code]) => code)).toEqual([]);
  });
});

describe('Swedish plurals', () => {
  it('count two as plural in Swedish, not by Northern Sami rules', async () => {
    const i18n = (await import('./i18n')).default;
    const t = i18n.getFixedT('se');
    expect(t('time.untracked', { count: 2 })).toBe('2 till utan tid under perioden');
    expect(t('time.untracked', { count: 1 })).toBe('1 till utan tid under perioden');
  });

  it("keep the product's code 'se' as the language while the texts count by i18next's own 'sv' rules", async () => {
    const i18n = (await import('./i18n')).default;
    await i18n.changeLanguage('se');
    try {
      expect(i18n.language).toBe('se');
      expect(i18n.t('storage.group.itemCount', { count: 1 })).toBe('1 vara');
      expect(i18n.t('storage.group.itemCount', { count: 2 })).toBe('2 varor');
      expect(i18n.t('storage.group.itemCount', { count: 5 })).toBe('5 varor');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
