import { describe, expect, it } from 'vitest';
import { createMarkdownReader } from '../src/shared/markdown/markdown-parser';
import LinkifyOff from './linkify-off';
import { markdownWithoutLinkify } from './markdown-without-linkify';

describe('the Markdown renderer without linkify-it', () => {
  it('sends only markdown-it’s import of linkify-it to the stand-in', () => {
    const resolve = markdownWithoutLinkify().resolveId as (source: string, importer?: string) => string | null;
    const markdownIt = '/app/node_modules/markdown-it/lib/index.mjs';
    expect(resolve('linkify-it', markdownIt)).toMatch(/linkify-off\.ts$/);
    expect(resolve('linkify-it', '/app/node_modules/other/index.js')).toBeNull();
    expect(resolve('mdurl', markdownIt)).toBeNull();
  });

  it('reads links, autolinks and e-mail addresses without ever asking linkify-it', () => {
    const reader = createMarkdownReader();
    // As the build has it: the reader's linkify-it is the stand-in, which throws when asked anything.
    Object.assign(reader, { linkify: new LinkifyOff() });
    const html = reader.render(
      'See www.example.com, https://ordna.test/a?b=1 and <https://x.test>; mail me@example.com.\n\n[a](https://y.test)',
    );
    expect(html).toContain('<a href="http://www.example.com">www.example.com</a>');
    expect(html).toContain('<a href="https://ordna.test/a?b=1">https://ordna.test/a?b=1</a>');
    expect(html).toContain('<a href="https://x.test">https://x.test</a>');
    expect(html).toContain('<a href="mailto:me@example.com">me@example.com</a>');
    expect(html).toContain('<a href="https://y.test">a</a>');
  });
});
