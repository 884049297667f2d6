/**
 * The Markdown reader for what people write (notes, journal entries): markdown-it, a maintained
 * CommonMark parser, with GitHub's tables, and GFM's strikethrough and extended autolinks
 * (gfm-strikethrough.ts, gfm-autolinks.ts) in place of markdown-it's narrower ones.
 * Chosen by measurement (bench/markdown.ts): it reads the adversarial 50,000-character inputs in
 * linear time and caps nesting, where marked took seconds on emphasis runs and overflowed the
 * stack on `>>>>`. Raw HTML stays text (`html: false`). It yields tokens only: `render-blocks.tsx`
 * builds React elements from them, never HTML strings. A `#tag` reads as a `hashtag` token by the
 * rule the server reads notes' tags with (`@ordna/contract/notes/hashtags`), so what shows as a tag
 * is what the tag filter finds.
 */
import MarkdownIt, { type StateInline, type Token } from 'markdown-it';
import { hashtagRule } from '@ordna/contract/notes/hashtags';
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
  reader.inline.ruler.before('emphasis', 'hashtag', hashtagRule);
  return reader;
}

const reader = createMarkdownReader();

/** What `parseMarkdown` notes on a list item that is a task (`- [ ] …`), in its token's `meta`. */
export interface TaskMeta {
  task: { checked: boolean; line: number };
}

/** The task a list item's token is, if it is one. */
export const taskOf = (token: Token): TaskMeta['task'] | undefined => (token.meta as TaskMeta | null)?.task;

/**
 * Marks the list items that start with `[ ]` or `[x]` as tasks and takes the marker out of their
 * text (GitHub's task list extension), in markdown-it's flat token list: an item's first text is two
 * tokens on (`list_item_open`, `paragraph_open`, `inline`).
 */
function markTasks(tokens: Token[]): void {
  for (let at = 0; at < tokens.length; at++) {
    const item = tokens[at]!;
    if (item.type !== 'list_item_open' || !item.map || tokens[at + 1]?.type !== 'paragraph_open') continue;
    const text = tokens[at + 2]?.type === 'inline' ? tokens[at + 2]!.children?.[0] : undefined;
    const marker = text?.type === 'text' ? taskMarker(text.content) : null;
    if (text && marker) {
      text.content = text.content.slice(marker.length);
      item.meta = { task: { checked: marker.checked, line: item.map[0] } } satisfies TaskMeta;
    }
  }
}

/**
 * The tokens of a Markdown text, flat as markdown-it gives them (`_open` … `_close`, an `inline`
 * token's children in it): the renderer walks them in one pass, with no tree built between (a
 * node per token was a third of the time of a note of 10,000 cells or list items, most of it GC).
 */
export function parseMarkdown(source: string): Token[] {
  const tokens = reader.parse(source, {});
  markTasks(tokens);
  return tokens;
}

/** An address as written (markdown-it keeps it percent-encoded), for checking it. */
export const addressAsWritten = (href: string): string => (normalised(href) ? href : reader.normalizeLinkText(href));

/** A token's attribute as text (markdown-it types them as text or number). */
export function attribute(token: Token, name: string): string | undefined {
  const value = token.attrGet(name);
  return value === null ? undefined : String(value);
}
