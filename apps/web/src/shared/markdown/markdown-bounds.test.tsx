import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/providers.test-kit';
import { AUTOLINKS } from './gfm-autolinks';
import { Markdown } from './Markdown';
import { TABLE_CELLS } from './table-bound';

/*
 * What a note shows past its bounds (the work a 50,000-character note may cost, issue #22): the
 * rest as the text it is, nothing lost. The CPU time itself is in bench/markdown.ts, not here.
 */
describe('a note past its bounds', () => {
  it(`shows ${TABLE_CELLS} table cells as tables, and the table lines after them as text`, () => {
    const rows = TABLE_CELLS / 2 + 3; // two columns: the header and this many rows is past the bound
    const table = `| a | b |\n|---|---|\n${Array.from({ length: rows - 1 }, (_, row) => `| ${row} | x |`).join('\n')}`;
    const { container } = renderWithProviders(<Markdown source={`${table}\n\n${table}`} />);
    expect(container.querySelectorAll('td, th')).toHaveLength(TABLE_CELLS);
    // The first table is cut at the bound: its last rows, and the whole second table, show as their lines.
    expect(container.querySelectorAll('table')).toHaveLength(1);
    const paragraphs = [...container.querySelectorAll('p')].map((paragraph) => paragraph.textContent);
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]).toMatch(/^\| 999 \| x \|\s*\| 1000 \| x \|\s*\| 1001 \| x \|$/);
    expect(paragraphs[1]).toMatch(/^\| a \| b \|\s*\|---\|---\|\s*\| 0 \| x \|/);
  });

  it('keeps tables within the bound whole, however many', () => {
    const table = '| a | b |\n|---|---|\n| 1 | 2 |';
    const { container } = renderWithProviders(<Markdown source={Array(10).fill(table).join('\n\n')} />);
    expect(container.querySelectorAll('table')).toHaveLength(10);
    expect(container.querySelectorAll('td')).toHaveLength(20);
  });

  it(`links ${AUTOLINKS} addresses that are not written as links, and shows the rest as text`, () => {
    const addresses = Array.from({ length: AUTOLINKS + 5 }, (_, at) => `www.site${at}.example`);
    const source = `[written](https://example.org/) ${addresses.join(' ')} me@example.org`;
    const { container } = renderWithProviders(<Markdown source={source} />);
    // The written link is not counted; the addresses past the bound are text.
    const links = [...container.querySelectorAll('a')].map((link) => link.textContent);
    expect(links).toHaveLength(AUTOLINKS + 1);
    expect(links.slice(-2)).toEqual([`www.site${AUTOLINKS - 2}.example`, `www.site${AUTOLINKS - 1}.example`]);
    expect(container).toHaveTextContent(`www.site${AUTOLINKS + 4}.example me@example.org`);
  });
});
