import { tagsOfTokens } from '@ordna/contract/notes/hashtags';
import { parseMarkdown } from '../../shared/markdown/markdown-parser';

/**
 * The keys of the #tags in a note's Markdown, read by the rule the server reads them with, so a
 * note saved offline shows in a list kept to one of its tags. Its own module: the Markdown reader
 * loads with the lists that render notes, not with every notes page.
 */
export function noteTagKeys(body: string): string[] {
  if (!body.includes('#')) return [];
  return tagsOfTokens(parseMarkdown(body)).map((tag) => tag.key);
}
