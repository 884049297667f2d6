import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './parse-markdown';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs with line breaks, lists, quotes and code', () => {
    const blocks = parseMarkdown(
      '# Day\n\nSlept well\nwoke at 7\n\n- one\n- two\n\n1. first\n\n> quoted\n\n```\nx < y\n```',
    );
    expect(blocks.map((block) => block.kind)).toEqual(['heading', 'paragraph', 'list', 'list', 'quote', 'code']);
    expect(blocks[1]).toEqual({
      kind: 'paragraph',
      children: [{ kind: 'text', text: 'Slept well' }, { kind: 'break' }, { kind: 'text', text: 'woke at 7' }],
    });
    expect(blocks[2]).toMatchObject({ ordered: false, items: [[{ text: 'one' }], [{ text: 'two' }]] });
    expect(blocks[3]).toMatchObject({ ordered: true });
    expect(blocks[5]).toEqual({ kind: 'code', text: 'x < y' });
  });

  it('reads emphasis, inline code and safe links only', () => {
    expect(parseInline('**bold** and *soft* and `code`')).toEqual([
      { kind: 'strong', children: [{ kind: 'text', text: 'bold' }] },
      { kind: 'text', text: ' and ' },
      { kind: 'em', children: [{ kind: 'text', text: 'soft' }] },
      { kind: 'text', text: ' and ' },
      { kind: 'code', text: 'code' },
    ]);
    expect(parseInline('[site](https://example.com)')).toEqual([
      { kind: 'link', href: 'https://example.com', children: [{ kind: 'text', text: 'site' }] },
    ]);
    expect(parseInline('[x](javascript:alert(1))')).toEqual([{ kind: 'text', text: '[x](javascript:alert(1))' }]);
  });

  it('keeps raw HTML as text', () => {
    expect(parseMarkdown('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: '<script>alert(1)</script>' }] },
    ]);
  });
});
