/**
 * A small Markdown reader for what people write (notes, journal entries): it turns text into a tree of blocks and inline pieces that
 * `Markdown.tsx` renders as React elements. Nothing is ever read as HTML: a `<script>` in a note
 * is text, and links go only to http(s), mailto or a path inside the app.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'strong' | 'em' | 'del'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] }
  | { kind: 'break' };

export interface ListItem {
  checked: boolean | null;
  children: Inline[];
}

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'quote'; children: Block[] }
  | { kind: 'list'; ordered: boolean; items: ListItem[] }
  | { kind: 'rule' };

/** Where a link may go; anything else (javascript:, data:…) stays text. */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (/^(https?:|mailto:)/i.test(trimmed) || (trimmed.startsWith('/') && !trimmed.startsWith('//'))) return trimmed;
  return null;
}

const INLINE =
  /(`+)([\s\S]*?)\1|\*\*([\s\S]+?)\*\*|__([\s\S]+?)__|~~([\s\S]+?)~~|\*([^*\s][^*]*?)\*|\b_([^_\s][^_]*?)_\b|\[([^\]]+)\]\(([^)\s]+)\)|(https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"])|( {2,}|\\)\n/g;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let at = 0;
  const push = (piece: string) => {
    if (piece) out.push({ kind: 'text', text: piece });
  };
  for (const match of text.matchAll(INLINE)) {
    push(text.slice(at, match.index));
    at = match.index + match[0].length;
    const [, ticks, code, strong1, strong2, del, em1, em2, label, href, bare, lineBreak] = match;
    if (ticks) out.push({ kind: 'code', text: code!.trim() || code! });
    else if (strong1 ?? strong2) out.push({ kind: 'strong', children: parseInline(strong1 ?? strong2!) });
    else if (del) out.push({ kind: 'del', children: parseInline(del) });
    else if (em1 ?? em2) out.push({ kind: 'em', children: parseInline(em1 ?? em2!) });
    else if (label) {
      const safe = safeHref(href!);
      if (safe) out.push({ kind: 'link', href: safe, children: parseInline(label) });
      else push(match[0]);
    } else if (bare) out.push({ kind: 'link', href: bare, children: [{ kind: 'text', text: bare }] });
    else if (lineBreak) out.push({ kind: 'break' });
  }
  push(text.slice(at));
  return out;
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const FENCE = /^\s*(```|~~~)/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;
const QUOTE = /^\s*>\s?(.*)$/;
const TASK = /^\[([ xX])\]\s+(.*)$/;

function listItem(text: string): ListItem {
  const task = TASK.exec(text);
  return task
    ? { checked: task[1] !== ' ', children: parseInline(task[2]!) }
    : { checked: null, children: parseInline(text) };
}

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line.trim() === '') {
      i++;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const code: string[] = [];
      i++;
      while (i < lines.length && !lines[i]!.trim().startsWith(fence[1]!)) code.push(lines[i++]!);
      i++;
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({
        kind: 'heading',
        level: heading[1]!.length as 1 | 2 | 3 | 4 | 5 | 6,
        children: parseInline(heading[2]!),
      });
      i++;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ kind: 'rule' });
      i++;
      continue;
    }
    if (QUOTE.test(line)) {
      const quoted: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i]!)) quoted.push(QUOTE.exec(lines[i++]!)![1]!);
      blocks.push({ kind: 'quote', children: parseMarkdown(quoted.join('\n')) });
      continue;
    }
    const ordered = NUMBERED.test(line);
    if (ordered || BULLET.test(line)) {
      const pattern = ordered ? NUMBERED : BULLET;
      const items: ListItem[] = [];
      while (i < lines.length && pattern.test(lines[i]!)) items.push(listItem(pattern.exec(lines[i++]!)![1]!));
      blocks.push({ kind: 'list', ordered, items });
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length) {
      const next = lines[i]!;
      if (next.trim() === '' || HEADING.test(next) || FENCE.test(next) || QUOTE.test(next)) break;
      if (paragraph.length > 0 && (BULLET.test(next) || NUMBERED.test(next) || RULE.test(next))) break;
      paragraph.push(next);
      i++;
    }
    // A single line break inside a paragraph stays one: notes are written line by line.
    blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join('  \n')) });
  }
  return blocks;
}
