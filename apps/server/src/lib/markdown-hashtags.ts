import { createRequire } from 'node:module';
import type MarkdownIt from 'markdown-it';
import type { Options } from 'markdown-it';
import { hashtagRule, tagsOfTokens, type NoteTag } from '@ordna/contract/notes/hashtags';

/**
 * The #tags of a Markdown text as the web renders it (`@ordna/contract/notes/hashtags`): markdown-it
 * as the web reads notes (raw HTML as text, nesting capped at 20), so a `#word` in a code span or
 * block, or an address's `#fragment`, is no tag. Used by the notes store on every write and by the
 * migration that read the tags of notes written before (0022).
 */
// maxNesting is read from the options, which @types/markdown-it leaves out (as the web's reader says).
const options: Options = { html: false, linkify: false, ...{ maxNesting: 20 } };

/**
 * Made with the first text that holds a `#`: most writes hold none, and markdown-it with its
 * parts (linkify-it's large patterns among them) costs ~3 MiB resident (README, "Memory").
 * markdown-it is also CommonJS, so it loads at once and `hashtagsOf` stays synchronous.
 */
let reader: MarkdownIt | undefined;

function readerOf(): MarkdownIt {
  if (reader) return reader;
  const MarkdownItClass = createRequire(import.meta.url)('markdown-it') as typeof MarkdownIt;
  reader = new MarkdownItClass('default', options);
  reader.inline.ruler.before('emphasis', 'hashtag', hashtagRule);
  return reader;
}

/** The note's tags, distinct, in the order first written (bounded: NOTE_TAGS_MAX). */
export function hashtagsOf(markdown: string): NoteTag[] {
  if (!markdown.includes('#')) return [];
  return tagsOfTokens(readerOf().parse(markdown, {}));
}
