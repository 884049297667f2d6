import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MarkdownView } from './Markdown';
import { parseMarkdown } from './markdown-parser';
import { commonmarkExamples, conformance, gfmExamples, type SpecExample } from './spec-examples.test-kit';

/** Markdown through the app's own renderer (React elements), as HTML, with headings at the level written. */
function render(source: string): string {
  return renderToStaticMarkup(
    <MantineProvider withCssVariables={false} withGlobalClasses={false}>
      <MemoryRouter>
        <MarkdownView
          source={source}
          options={{ headingBase: 1, compact: false, breaks: false, origin: window.location.origin }}
        />
      </MemoryRouter>
    </MantineProvider>,
  );
}

const parseHtml = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const rate = ({ passed, total }: { passed: number; total: number }) => passed / total;
const names = (failed: SpecExample[]) => failed.map((example) => `${example.section} #${example.number}`);

describe('Markdown against the specifications, through the React renderer', () => {
  it('renders at least 95 % of the CommonMark examples (raw HTML excluded) as the spec does', () => {
    const result = conformance(commonmarkExamples, render, parseHtml);
    expect(commonmarkExamples.length).toBeGreaterThan(550);
    console.info(`CommonMark: ${result.passed}/${result.total}; not as the spec: ${names(result.failed).join(', ')}`);
    expect(rate(result)).toBeGreaterThanOrEqual(0.95);
  }, 120_000); // 570 examples through React and Mantine on a shared machine

  it('renders GitHub’s tables and task lists as the GFM spec does', () => {
    const tables = gfmExamples.filter((example) => /Tables|Task list/.test(example.section));
    expect(tables.length).toBe(10);
    expect(names(conformance(tables, render, parseHtml).failed)).toEqual([]);
  });

  it('renders the GFM extension examples (tables, tasks, strikethrough, autolinks)', () => {
    const result = conformance(gfmExamples, render, parseHtml);
    console.info(`GFM: ${result.passed}/${result.total}; not as the spec: ${names(result.failed).join(', ')}`);
    expect(rate(result)).toBeGreaterThanOrEqual(0.9);
  });
});

describe('the parser on adversarial input', () => {
  /** The tokens read, an inline token's children with it: a measure of work that does not depend on the machine. */
  const count = (tokens: ReturnType<typeof parseMarkdown>): number =>
    tokens.reduce((total, token) => total + 1 + count(token.children ?? []), 0);
  const fill = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

  // Not a timing test: the CPU time of each (≤ 50 ms is the target) is in bench/markdown.ts. Here each
  // 50,000-character input is read at all (no stack overflow) and the output grows linearly.
  it.each(['[a](', '>', '*', '[', '![', '*a**a ', '_a*a', '`a``', '- ', '|a\n|-\n', 'www.a '])(
    'reads %j repeated to 50,000 characters, with linear output',
    (unit) => {
      const small = count(parseMarkdown(fill(unit, 12_500)));
      const large = count(parseMarkdown(fill(unit, 50_000)));
      expect(large).toBeLessThanOrEqual(4 * small + 10);
    },
  );
});
