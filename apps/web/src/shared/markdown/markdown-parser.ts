/**
 * The Markdown reader for what people write (notes, journal entries): markdown-it, a maintained
 * CommonMark parser, with GitHub's tables, and GFM's strikethrough and extended autolinks
 * (gfm-strikethrough.ts, gfm-autolinks.ts) in place of markdown-it's narrower ones.
 * Chosen by measurement (bench/markdown.ts): it reads the adversarial 50,000-character inputs in
 * linear time and caps nesting, where marked took seconds on emphasis runs and overflowed the
 * stack on `>>>>`. Raw HTML stays text (`html: false`). It yields tokens only: `render-blocks.tsx`
 * builds React elements from them, never HTML strings.
 */
import MarkdownIt, { type StateInline, type Token } from 'markdown-it';
import { gfmAutolinks, normalised } from './gfm-autolinks';
import { gfmStrikethrough } from './gfm-strikethrough';
import { boundedTables } from './table-bound';
import { taskMarker } from './task-list';

/**
 * How deep brackets inside a link's text are measured (`[a [b [c](u)](v)](w)`): past it, markdown-it
 * gives up on the outer link as it does at maxNesting. A run of `[` or `![` is otherwise measured
 * once per bracket and depth (20 deep: five times the time of the rest of a 50,000-character note).
 */
const LABEL_DEPTH = 6;

/** While markdown-it measures a link's text (silent mode, a level deeper per bracket), a bracket past LABEL_DEPTH ends it. */
function boundedLabels(state: StateInline, silent: boolean): boolean {
  if (!silent || state.level <= LABEL_DEPTH) return false;
  const code = state.src.charCodeAt(state.pos);
  if (code !== 0x5b && !(code === 0x21 && state.src.charCodeAt(state.pos + 1) === 0x5b)) return false;
  state.pos = state.posMax;
  return true;
}

/** A reader set up as the app reads notes (bench/markdown.ts makes one of its own for HTML). */
export function createMarkdownReader(): MarkdownIt {
  // maxNesting 20 as markdown-it's CommonMark preset has it (the default preset's 100 makes a run
  // of brackets cost five times as much); deeper quotes and lists show as text. (A variable:
  // markdown-it reads maxNesting from its options, which @types/markdown-it leaves out.)
  const options = { html: false, linkify: false, maxNesting: 20 };
  const reader = new MarkdownIt('default', options).use(gfmStrikethrough).use(gfmAutolinks).use(boundedTables);
  reader.inline.ruler.before('link', 'bounded_labels', boundedLabels);
  return reader;
}

const reader = createMarkdownReader();

/** A block or inline token with the tokens between its opening and closing one. */
export interface MarkdownNode {
  token: Token;
  children: MarkdownNode[];
  /** On a list item that is a task (`- [ ] …`): whether it is ticked, and its line in the source. */
  task?: { checked: boolean; line: number };
}

const NO_CHILDREN: MarkdownNode[] = [];

/** markdown-it's flat token stream (`_open` … `_close`) as a tree. */
export function toTree(tokens: Token[]): MarkdownNode[] {
  const root: MarkdownNode[] = [];
  const stack: MarkdownNode[][] = [root];
  for (const token of tokens) {
    const siblings = stack[stack.length - 1]!;
    if (token.nesting === -1) {
      if (stack.length > 1) stack.pop();
      continue;
    }
    // A leaf shares one empty list: a note of 100,000 tokens is 100,000 fewer arrays to collect.
    const children = token.children ? toTree(token.children) : token.nesting === 1 ? [] : NO_CHILDREN;
    const node: MarkdownNode = { token, children };
    siblings.push(node);
    if (token.nesting === 1) stack.push(node.children);
  }
  return root;
}

/**
 * Marks the list items that start with `[ ]` or `[x]` as tasks and takes the marker out of their
 * text (GitHub's task list extension).
 */
function refine(nodes: MarkdownNode[]): void {
  for (const node of nodes) {
    if (node.token.type === 'list_item_open' && node.token.map) {
      const paragraph = node.children[0];
      const text = paragraph?.token.type === 'paragraph_open' ? paragraph.children[0]?.children[0] : undefined;
      const marker = text?.token.type === 'text' ? taskMarker(text.token.content) : null;
      if (text && marker) {
        text.token.content = text.token.content.slice(marker.length);
        node.task = { checked: marker.checked, line: node.token.map[0] };
      }
    }
    if (node.token.type !== 'inline') refine(node.children);
  }
}

/** The tree of a Markdown text. */
export function parseMarkdown(source: string): MarkdownNode[] {
  const tree = toTree(reader.parse(source, {}));
  refine(tree);
  return tree;
}

/** An address as written (markdown-it keeps it percent-encoded), for checking it. */
export const addressAsWritten = (href: string): string => (normalised(href) ? href : reader.normalizeLinkText(href));

/** A token's attribute as text (markdown-it types them as text or number). */
export function attribute(node: MarkdownNode, name: string): string | undefined {
  const value = node.token.attrGet(name);
  return value === null ? undefined : String(value);
}
