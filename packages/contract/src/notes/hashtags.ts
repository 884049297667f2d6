import { NOTE_TAG_MAX, NOTE_TAGS_MAX } from './limits';

/**
 * A note's tags are the `#word` hashtags of its Markdown, as Memos, Joplin and Obsidian read them:
 * letters and digits of any script, `_`, `-` and `/` (a nested tag, `#family/kids`, also tags its
 * parent `family`). Not a heading (`# Heading`: a space follows), not inside code (code spans and
 * blocks are other tokens), not an address's `#fragment` (it follows a letter, digit or `/`), not
 * a bare number (`#1`: a tag holds a letter). Longer than NOTE_TAG_MAX characters is no tag.
 * Tags match ignoring case (`keyOfTag`) and show as first written.
 *
 * The reading is a markdown-it inline rule (`hashtagRule`), written against the few members of
 * markdown-it it uses, so the server (which keeps `noteTags`) and the web (which links the tags it
 * renders) read the same tags with the one parser each already has.
 */

const TAG_CHAR = /[\p{L}\p{M}\p{N}_\-/]/u;
const TAG_START = /[\p{L}\p{M}\p{N}_]/u;
const LETTER = /\p{L}/u;
/** What a tag may follow: the start, a space, or opening punctuation and emphasis marks. */
const BEFORE_TAG = /[\s([{"'“‘«‹*_~,;]/u;

/** A tag as written and the key it is matched by. */
export interface NoteTag {
  tag: string;
  key: string;
}

/** The key a tag is matched by: its letters in one case, composed the one way. */
export function keyOfTag(tag: string): string {
  return tag.normalize('NFC').toLowerCase();
}

/** Whether a text is a whole tag (without its `#`), as a filter takes it. */
export function isTag(text: string): boolean {
  const read = readHashtag(`#${text}`, 0);
  return read !== null && read.tag === text;
}

/** The tag whose `#` is at `pos` in `src` and where it ends, or null when none starts there. */
export function readHashtag(src: string, pos: number): { tag: string; end: number } | null {
  if (src.charCodeAt(pos) !== 0x23) return null;
  if (pos > 0) {
    const before = src.codePointAt(pos - 1) ?? 0;
    // The second half of a surrogate pair: read the whole character before.
    const char =
      before >= 0xdc00 && before <= 0xdfff && pos > 1
        ? String.fromCodePoint(src.codePointAt(pos - 2)!)
        : String.fromCharCode(before);
    if (!BEFORE_TAG.test(char)) return null;
  }
  let end = pos + 1;
  let length = 0;
  while (end < src.length) {
    const char = String.fromCodePoint(src.codePointAt(end)!);
    if (!TAG_CHAR.test(char)) break;
    // `a//b` is no nesting: the tag ends before the second slash.
    if (char === '/' && src[end - 1] === '/') {
      end--;
      length--;
      break;
    }
    end += char.length;
    length++;
  }
  // A tag ends on a letter, digit or `_`: `#done.` or `#to-` leave the punctuation out.
  while (end > pos + 1 && (src[end - 1] === '/' || src[end - 1] === '-')) {
    end--;
    length--;
  }
  const tag = src.slice(pos + 1, end);
  // The whole run is read: a word longer than a tag may be is no tag, not a cut one.
  if (length < 1 || length > NOTE_TAG_MAX) return null;
  if (!TAG_START.test(String.fromCodePoint(tag.codePointAt(0)!)) || !LETTER.test(tag)) return null;
  return { tag: tag.normalize('NFC'), end };
}

/** The few members of markdown-it's inline state the rule uses. */
export interface HashtagState {
  src: string;
  pos: number;
  push(type: string, tag: string, nesting: number): { content: string };
}

/** The token type a hashtag reads as; its `content` is the tag as written, without `#`. */
export const HASHTAG_TOKEN = 'hashtag';

/** markdown-it's inline rule for hashtags: `reader.inline.ruler.before('emphasis', 'hashtag', hashtagRule)`. */
export function hashtagRule(state: HashtagState, silent: boolean): boolean {
  const read = readHashtag(state.src, state.pos);
  if (!read) return false;
  if (!silent) state.push(HASHTAG_TOKEN, '', 0).content = read.tag;
  state.pos = read.end;
  return true;
}

/** The few members of markdown-it's tokens `tagsOfTokens` reads. */
export interface TokenLike {
  type: string;
  content: string;
  children: TokenLike[] | null;
}

/**
 * The distinct tags of parsed Markdown in the order first written, each nested tag after its
 * parents, at most NOTE_TAGS_MAX of them.
 */
export function tagsOfTokens(tokens: readonly TokenLike[]): NoteTag[] {
  const tags = new Map<string, NoteTag>();
  const add = (tag: string) => {
    const parts = tag.split('/');
    for (let depth = 1; depth <= parts.length && tags.size < NOTE_TAGS_MAX; depth++) {
      const written = parts.slice(0, depth).join('/');
      const key = keyOfTag(written);
      if (!tags.has(key)) tags.set(key, { tag: written, key });
    }
  };
  const visit = (list: readonly TokenLike[]) => {
    for (const token of list) {
      if (tags.size >= NOTE_TAGS_MAX) return;
      if (token.type === HASHTAG_TOKEN) add(token.content);
      else if (token.children) visit(token.children);
    }
  };
  visit(tokens);
  return [...tags.values()];
}
