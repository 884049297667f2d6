import { Parser } from 'htmlparser2';

/**
 * Text as a person reads it from HTML: tags gone, entities decoded once (by the parser), a block
 * element (a paragraph, a list item) on a line of its own, whitespace collapsed.
 */

/** Tags whose text starts a new line: a list of steps in one element reads as one step a line. */
export const BLOCK_TAGS = new Set([
  'p',
  'li',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
  'section',
  'article',
  'ol',
  'ul',
  'dd',
  'dt',
  'blockquote',
]);

/** Tags whose content is never text a person reads. */
export const UNREAD_TAGS = new Set(['script', 'style', 'template', 'noscript']);

/** Whitespace collapsed, each line trimmed, blank lines gone. */
export function tidy(text: string): string {
  return text
    .replace(/[ \t\r\f\v\u00a0]+/g, ' ')
    .replace(/ *\n[\s]*/g, '\n')
    .trim();
}

/**
 * The readable text of an HTML fragment ("Mac &amp; cheese", "<p>Stir.</p><p>Serve.</p>"); with
 * `decodeEntities` false its tags go and its entities stay as they are.
 */
export function textOfHtml(fragment: string, decodeEntities = true): string {
  const parts: string[] = [];
  let unread = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (UNREAD_TAGS.has(name)) unread += 1;
        else if (name === 'br' || BLOCK_TAGS.has(name)) parts.push('\n');
      },
      onclosetag(name) {
        if (UNREAD_TAGS.has(name)) unread -= 1;
        else if (BLOCK_TAGS.has(name)) parts.push('\n');
      },
      ontext(text) {
        if (unread === 0) parts.push(text);
      },
    },
    { decodeEntities },
  );
  parser.end(fragment);
  return tidy(parts.join(''));
}
