import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, safeHref } from './parse-markdown';

describe('the notes Markdown reader', () => {
  it('reads headings, paragraphs, lists, tasks, quotes, code and rules', () => {
    const blocks = parseMarkdown(
      '# Day\n\nSlept *well*.\n\n- one\n- [x] done\n\n1. first\n\n> quoted\n\n```\n<b>code</b>\n```\n\n---',
    );
    expect(blocks.map((block) => block.kind)).toEqual([
      'heading',
      'paragraph',
      'list',
      'list',
      'quote',
      'code',
      'rule',
    ]);
    expect(blocks[2]).toMatchObject({ ordered: false, items: [{ checked: null }, { checked: true }] });
    expect(blocks[5]).toEqual({ kind: 'code', text: '<b>code</b>' });
  });

  it('keeps HTML as text: nothing is ever read as markup', () => {
    expect(parseMarkdown('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: '<script>alert(1)</script>' }] },
    ]);
  });

  it('links only to http(s), mailto and the app’s own paths', () => {
    expect(safeHref('https://ordna.example')).toBe('https://ordna.example');
    expect(safeHref('/note/abc')).toBe('/note/abc');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
    expect(parseInline('[x](javascript:alert(1))')).toEqual([
      { kind: 'text', text: '[x](javascript:alert(1)' },
      { kind: 'text', text: ')' },
    ]);
    expect(parseInline('see https://a.example/x.')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', href: 'https://a.example/x', children: [{ kind: 'text', text: 'https://a.example/x' }] },
      { kind: 'text', text: '.' },
    ]);
  });

  it('reads emphasis, strong, strike-through and code inline', () => {
    expect(parseInline('**b** *i* ~~s~~ `c`').map((piece) => piece.kind)).toEqual([
      'strong',
      'text',
      'em',
      'text',
      'del',
      'text',
      'code',
    ]);
  });
});
