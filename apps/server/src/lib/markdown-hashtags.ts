import MarkdownIt, { type Options } from 'markdown-it';
import { hashtagRule, tagsOfTokens, type NoteTag } from '@ordna/contract/notes/hashtags';

/**
 * The #tags of a Markdown text as the web renders it (`@ordna/contract/notes/hashtags`): markdown-it
 * as the web reads notes (raw HTML as text, nesting capped at 20), so a `#word` in a code span or
 * block, or an address's `#fragment`, is no tag. Used by the notes store on every write and by the
 * migration that read the tags of notes written before (0022).
 */
// maxNesting is read from the options, which @types/markdown-it leaves out (as the web's reader says).
const options: Options = { html: false, linkify: false, ...{ maxNesting: 20 } };
const reader = new MarkdownIt('default', options);
reader.inline.ruler.before('emphasis', 'hashtag', hashtagRule);

/** The note's tags, distinct, in the order first written (bounded: NOTE_TAGS_MAX). */
export function hashtagsOf(markdown: string): NoteTag[] {
  if (!markdown.includes('#')) return [];
  return tagsOfTokens(reader.parse(markdown, {}));
}
