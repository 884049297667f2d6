import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readRecipe } from './read-recipe';

/**
 * The importer's corpus: recipe pages written for this repository in the shapes real sites
 * publish (a WordPress recipe plugin's JSON-LD @graph, microdata only, RDFa, HowToSections, raw
 * newlines inside JSON-LD strings, double-encoded entities, a 4 MiB page, a page with no recipe),
 * each beside the reading expected of it (`<name>.json`). A page is read at
 * `https://corpus.example/<name>/`, so relative images resolve there.
 */
const corpus = new URL('./corpus/', import.meta.url);
const pages = readdirSync(corpus)
  .filter((name) => name.endsWith('.html'))
  .map((name) => name.replace(/\.html$/, ''));

/** The 4 MiB page: its comment section filled in here rather than kept as 4 MiB in the repository. */
const LARGE_PAGE_BYTES = 4 * 1024 * 1024;
const PADDING = '<!-- PADDING: the corpus test fills this with comments up to 4 MiB -->';
function filled(html: string): string {
  const comment = (index: number) =>
    `<div class="comment" id="comment-${index}"><p class="author">Reader ${index}</p><p>I made this on a Sunday &amp; it was lovely. Next time I will add rosemary and a little more salt.</p><script>window.__likes=(window.__likes||0)+${index % 7};</script></div>\n`;
  const parts: string[] = [];
  let size = Buffer.byteLength(html) - PADDING.length;
  for (let index = 0; size < LARGE_PAGE_BYTES; index += 1) {
    parts.push(comment(index));
    size += Buffer.byteLength(parts[parts.length - 1]!);
  }
  return html.replace(PADDING, parts.join(''));
}

function corpusPage(name: string): string {
  const html = readFileSync(new URL(`${name}.html`, corpus), 'utf8');
  return name === 'large-page' ? filled(html) : html;
}

describe('the recipe page corpus', () => {
  it('holds every kind of page the importer must read', () => {
    expect(pages).toEqual(
      expect.arrayContaining([
        'wordpress-graph',
        'microdata-only',
        'rdfa',
        'how-to-sections',
        'raw-newlines',
        'double-encoded',
        'large-page',
        'no-recipe',
      ]),
    );
    expect(Buffer.byteLength(corpusPage('large-page'))).toBeGreaterThanOrEqual(LARGE_PAGE_BYTES);
  });

  it.each(pages)('reads %s as expected', (name) => {
    const expected: unknown = JSON.parse(readFileSync(new URL(`${name}.json`, corpus), 'utf8'));
    expect(readRecipe(corpusPage(name), `https://corpus.example/${name}/`)).toEqual(expected);
  });
});
