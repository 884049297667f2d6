/**
 * GitHub's strikethrough (`~one~` or `~~two~~`) for markdown-it, whose own rule reads only `~~`.
 * No maintained markdown-it plugin reads GFM's single tilde, so this replaces markdown-it's rule
 * with the GFM spec's: a run of one or two tildes is a delimiter (three or more is text), and an
 * opener closes only with a run of the same length. The pairing itself is markdown-it's own
 * (balance_pairs), as for emphasis.
 */
import type { MarkdownIt, StateInline } from 'markdown-it';

const TILDE = 0x7e;
/**
 * markdown-it pairs delimiters that share a marker: one tilde and two tildes get a marker each
 * (the second outside Unicode's characters), so `~a~~` stays text.
 */
const MARKER_OF_LENGTH: Readonly<Record<number, number>> = { 1: TILDE, 2: 0x10007e };

function tokenize(state: StateInline, silent: boolean): boolean {
  if (silent || state.src.charCodeAt(state.pos) !== TILDE) return false;
  const scanned = state.scanDelims(state.pos, true);
  const run = '~'.repeat(scanned.length);
  const token = state.push('text', '', 0);
  token.content = run;
  const marker = MARKER_OF_LENGTH[scanned.length];
  if (marker !== undefined) {
    state.delimiters.push({
      marker,
      length: 0,
      token: state.tokens.length - 1,
      end: -1,
      open: scanned.can_open,
      close: scanned.can_close,
    });
  }
  state.pos += scanned.length;
  return true;
}

function strike(state: StateInline, delimiters: StateInline['delimiters']): void {
  for (const opener of delimiters) {
    if ((opener.marker !== TILDE && opener.marker !== MARKER_OF_LENGTH[2]) || opener.end === -1) continue;
    const closer = delimiters[opener.end]!;
    const open = state.tokens[opener.token]!;
    const close = state.tokens[closer.token]!;
    const markup = open.content;
    Object.assign(open, { type: 's_open', tag: 's', nesting: 1, markup, content: '' });
    Object.assign(close, { type: 's_close', tag: 's', nesting: -1, markup, content: '' });
  }
}

function postProcess(state: StateInline): boolean {
  strike(state, state.delimiters);
  for (const meta of state.tokens_meta) if (meta?.delimiters) strike(state, meta.delimiters);
  return false;
}

/** Replaces markdown-it's strikethrough with GFM's. */
export function gfmStrikethrough(md: MarkdownIt): void {
  md.inline.ruler.at('strikethrough', tokenize);
  md.inline.ruler2.at('strikethrough', postProcess);
}
