/**
 * A small Markdown reader for notes people write (journal entries): headings, paragraphs, lists,
 * quotes, code, emphasis, inline code and links. It builds a tree, never HTML, so whatever a note
 * holds (raw HTML included) is shown as text and nothing in it runs.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: Inline[] }
  | { kind: 'break' };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'quote'; children: Inline[] }
  | { kind: 'code'; text: string };

/** Only these addresses become links; anything else (javascript:, data:) stays text. */
const SAFE_HREF = /^(https?:\/\/|mailto:)[^\s]+$/i;

const INLINE = /(`[^`]+`)|(\*\*[^*]+\*\*|__[^_]+__)|(\*[^*\s][^*]*\*|_[^_\s][^_]*_)|(\[[^\]]+\]\([^)\s]+\))/;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      pushText(out, rest);
      break;
    }
    if (match.index > 0) pushText(out, rest.slice(0, match.index));
    const [whole, code, strong, em, link] = match;
    if (code) out.push({ kind: 'code', text: code.slice(1, -1) });
    else if (strong) out.push({ kind: 'strong', children: parseInline(strong.slice(2, -2)) });
    else if (em) out.push({ kind: 'em', children: parseInline(em.slice(1, -1)) });
    else if (link) {
      const close = link.indexOf('](');
      const label = link.slice(1, close);
      const href = link.slice(close + 2, -1);
      if (SAFE_HREF.test(href)) out.push({ kind: 'link', href, children: parseInline(label) });
      else pushText(out, whole);
    }
    rest = rest.slice(match.index + whole.length);
  }
  return out;
}

function pushText(out: Inline[], text: string): void {
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    if (i > 0) out.push({ kind: 'break' });
    if (!line) return;
    const last = out[out.length - 1];
    if (i === 0 && last?.kind === 'text') last.text += line;
    else out.push({ kind: 'text', text: line });
  });
}

const HEADING = /^(#{1,3})\s+(.*)$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/;
const QUOTE = /^>\s?(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  const collect = (pattern: RegExp) => {
    const taken: string[] = [];
    while (i < lines.length) {
      const match = pattern.exec(lines[i]!);
      if (!match) break;
      taken.push(match[1]!);
      i++;
    }
    return taken;
  };
  while (i < lines.length) {
    const line = lines[i]!;
    if (!line.trim()) {
      i++;
      continue;
    }
    if (line.startsWith('```')) {
      const body: string[] = [];
      i++;
      while (i < lines.length && !lines[i]!.startsWith('```')) body.push(lines[i++]!);
      i++; // the closing fence, when there is one
      blocks.push({ kind: 'code', text: body.join('\n') });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', level: heading[1]!.length as 1 | 2 | 3, children: parseInline(heading[2]!) });
      i++;
      continue;
    }
    if (BULLET.test(line) || NUMBERED.test(line)) {
      const ordered = !BULLET.test(line);
      blocks.push({ kind: 'list', ordered, items: collect(ordered ? NUMBERED : BULLET).map(parseInline) });
      continue;
    }
    if (QUOTE.test(line)) {
      blocks.push({ kind: 'quote', children: parseInline(collect(QUOTE).join('\n')) });
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length) {
      const next = lines[i]!;
      if (!next.trim() || next.startsWith('```') || HEADING.test(next) || QUOTE.test(next)) break;
      if (paragraph.length > 0 && (BULLET.test(next) || NUMBERED.test(next))) break;
      paragraph.push(next);
      i++;
    }
    blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join('\n')) });
  }
  return blocks;
}
