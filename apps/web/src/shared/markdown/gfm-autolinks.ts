/**
 * GitHub's extended autolinks for markdown-it, as the GFM spec words them: `www.` addresses, bare
 * `http(s)://` addresses, e-mail addresses, and `mailto:` / `xmpp:` ones, with GFM's trimming of
 * trailing punctuation, unbalanced `)` and entity-like `&x;`. markdown-it's linkify (linkify-it)
 * links more than GFM (`notes.md`, `hello@mail+x.example`) and less (`xmpp:`, `(a))+b`), and its
 * Unicode-wide patterns cost the most of any rule on long text; this reads each character a
 * bounded number of times. Addresses with a scheme are read inline (at the `:`), so emphasis
 * markers inside them (`__init__.py`) stay part of the address; `www.` and e-mail addresses are
 * found afterwards in the text that is left, as GFM's reference implementation does.
 */
import type { MarkdownIt, StateCore, StateInline, Token } from 'markdown-it';

/** A domain's characters (GFM: alphanumerics, `_`, `-`, separated by `.`). */
const DOMAIN = /[\p{L}\p{N}_.-]+/uy;
/** An address's path: anything up to a space or `<`. */
const PATH = /[^\s<]*/uy;
const LOCAL_PART = /[A-Za-z0-9.+_-]/;
const EMAIL_DOMAIN = /[A-Za-z0-9_.-]+/y;
const XMPP_RESOURCE = /\/[A-Za-z0-9@.]+/y;
const TRAILING = new Set(['?', '!', '.', ',', ':', '*', '_', '~']);
/** Where a `www.` or `http://` address may start: a line's start, after a space, `*`, `_`, `~` or `(`. */
const BEFORE_ADDRESS = /[\s*_~(]/;

function matchAt(pattern: RegExp, text: string, at: number): string {
  pattern.lastIndex = at;
  return pattern.exec(text)?.[0] ?? '';
}

/** A domain has a `.`, and no `_` in its last two parts. */
function validDomain(domain: string): boolean {
  const parts = domain.replace(/\.+$/, '').split('.');
  return parts.length > 1 && parts.slice(-2).every((part) => part !== '' && !part.includes('_'));
}

/**
 * Where an address running from `start` to `end` really ends: without trailing punctuation, a `)`
 * with no `(` to close, or an entity-like `&name;` (GFM's extended autolink path validation).
 */
function trimEnd(text: string, start: number, end: number): number {
  let opened = 0;
  let closed = 0;
  for (let at = start; at < end; at++) {
    if (text[at] === '(') opened++;
    else if (text[at] === ')') closed++;
  }
  for (;;) {
    const last = text[end - 1]!;
    if (TRAILING.has(last)) end--;
    else if (last === ')' && closed > opened) {
      end--;
      closed--;
    } else if (last === ';') {
      let at = end - 2;
      while (at > start && /[A-Za-z0-9]/.test(text[at]!)) at--;
      if (text[at] !== '&' || at === end - 2) return end;
      end = at;
    } else return end;
  }
}

/** The end of a web address whose domain starts at `domainStart`, or -1 if it has no valid domain. */
function webAddressEnd(text: string, domainStart: number): number {
  const domain = matchAt(DOMAIN, text, domainStart);
  if (!validDomain(domain)) return -1;
  const end = trimEnd(
    text,
    domainStart,
    domainStart + domain.length + matchAt(PATH, text, domainStart + domain.length).length,
  );
  return validDomain(text.slice(domainStart, Math.min(end, domainStart + domain.length))) ? end : -1;
}

/** The end of an e-mail address's domain starting at `at`, or -1 (GFM: a `.`, not ending in `-` or `_`). */
function emailDomainEnd(text: string, at: number): number {
  const domain = matchAt(EMAIL_DOMAIN, text, at).replace(/\.+$/, '');
  if (!domain.includes('.') || /[-_]$/.test(domain) || domain.split('.').some((part) => part === '')) return -1;
  // A domain that runs on into `-` or `_` (`a.b-`) is no domain at all.
  return at + domain.length;
}

type Found = { start: number; end: number; href: string };

/**
 * At most this many addresses a note are linked without being written as links (`www.`, e-mail,
 * `http://`); past it they show as the text they are. Each is a link element with its address
 * resolved: a 50,000-character note of nothing but `www.a ` is 8,333 of them, which took more than
 * the time budget of a note (50 ms, issue #22) to read and draw. Links written as links are not counted.
 */
export const AUTOLINKS = 2_000;

/** The addresses linked so far in this parse, kept in its environment. */
type AutolinkEnv = { autolinks?: number };

/** Whether one more address may be linked, counting it if so. */
function mayLink(env: AutolinkEnv): boolean {
  const used = env.autolinks ?? 0;
  if (used >= AUTOLINKS) return false;
  env.autolinks = used + 1;
  return true;
}

/** The `www.` addresses and e-mail addresses in a text, in order. */
function findInText(text: string): Found[] {
  const found: Found[] = [];
  let from = 0;
  while (from < text.length) {
    const www = text.indexOf('www.', from);
    const at = text.indexOf('@', from);
    if (www === -1 && at === -1) break;
    if (www !== -1 && (at === -1 || www < at)) {
      const end = www === 0 || BEFORE_ADDRESS.test(text[www - 1]!) ? webAddressEnd(text, www) : -1;
      if (end === -1) from = www + 4;
      else {
        found.push({ start: www, end, href: `http://${text.slice(www, end)}` });
        from = end;
      }
      continue;
    }
    let start = at;
    while (start > from && LOCAL_PART.test(text[start - 1]!)) start--;
    const end = start < at ? emailDomainEnd(text, at + 1) : -1;
    if (end === -1) from = at + 1;
    else {
      found.push({ start, end, href: `mailto:${text.slice(start, end)}` });
      from = end;
    }
  }
  return found;
}

/**
 * An address of URL-safe ASCII with no `%` and no punycode label is its own normalised link and
 * link text: markdown-it's normalisers (a URL parse, punycode, percent-encoding) would return it
 * unchanged, at a third of the cost of a note that is all addresses.
 */
const UNCHANGED_BY_NORMALISING = /^[A-Za-z0-9\-._~:/?#@!$&'()*+,;=]*$/;
export const normalised = (address: string) => UNCHANGED_BY_NORMALISING.test(address) && !/xn--/i.test(address);
const linkOf = (md: MarkdownIt, address: string) => (normalised(address) ? address : md.normalizeLink(address));
const textOf = (md: MarkdownIt, address: string) => (normalised(address) ? address : md.normalizeLinkText(address));

/** A link's three tokens (open, text, close) at `level`. */
function linkTokens(state: StateCore, href: string, text: string, level: number): Token[] {
  const open = new state.Token('link_open', 'a', 1);
  open.attrs = [['href', linkOf(state.md, href)]];
  Object.assign(open, { level, markup: 'linkify', info: 'auto' });
  const content = new state.Token('text', '', 0);
  Object.assign(content, { level: level + 1, content: textOf(state.md, text) });
  const close = new state.Token('link_close', 'a', -1);
  Object.assign(close, { level, markup: 'linkify', info: 'auto' });
  return [open, content, close];
}

/** Splits each text token outside links at the `www.` and e-mail addresses in it. */
function linkText(state: StateCore): void {
  for (const block of state.tokens) {
    if (block.type !== 'inline' || !block.children) continue;
    const out: Token[] = [];
    let inLink = 0;
    for (const token of block.children) {
      if (token.type === 'link_open') inLink++;
      if (token.type === 'link_close') inLink--;
      const found =
        token.type === 'text' && inLink === 0 && (state.env as AutolinkEnv).autolinks !== AUTOLINKS
          ? findInText(token.content)
          : [];
      if (found.length === 0) {
        out.push(token);
        continue;
      }
      let last = 0;
      for (const { start, end, href } of found) {
        if (!state.md.validateLink(href) || !mayLink(state.env as AutolinkEnv)) continue;
        if (start > last)
          out.push(
            Object.assign(new state.Token('text', '', 0), {
              content: token.content.slice(last, start),
              level: token.level,
            }),
          );
        out.push(...linkTokens(state, href, token.content.slice(start, end), token.level));
        last = end;
      }
      if (last < token.content.length)
        out.push(
          Object.assign(new state.Token('text', '', 0), { content: token.content.slice(last), level: token.level }),
        );
    }
    block.children = out;
  }
}

const SCHEMES = ['https', 'http', 'mailto', 'xmpp'];

/** markdown-it counts the links it is inside (`linkLevel`, since 13.0); @types/markdown-it does not list it yet. */
type LinkState = StateInline & { linkLevel: number };

/** At a `:`, a `http(s)://`, `mailto:` or `xmpp:` address whose scheme is the text just read. */
function linkScheme(state: StateInline, silent: boolean): boolean {
  const { src, pos } = state;
  // Not while a link's label is measured (silent): an address never runs past its `]`.
  if (silent || (state as LinkState).linkLevel > 0 || src.charCodeAt(pos) !== 0x3a) return false;
  const scheme = SCHEMES.find((name) => state.pending.slice(-name.length).toLowerCase() === name);
  if (!scheme) return false;
  const start = pos - scheme.length;
  if (start > 0 && !BEFORE_ADDRESS.test(src[start - 1]!)) return false;
  let end = -1;
  if (scheme.startsWith('http')) {
    if (src.startsWith('://', pos)) end = webAddressEnd(src, pos + 3);
  } else {
    const local = /[A-Za-z0-9.+_-]+@/y;
    const localPart = matchAt(local, src, pos + 1);
    end = localPart ? emailDomainEnd(src, pos + 1 + localPart.length) : -1;
    if (end !== -1 && scheme === 'xmpp') end += matchAt(XMPP_RESOURCE, src, end).length;
    if (end !== -1 && /[-_]/.test(src[end] ?? '')) end = -1;
  }
  if (end === -1 || end > state.posMax) return false;
  const address = src.slice(start, end);
  if (!state.md.validateLink(address) || !mayLink(state.env as AutolinkEnv)) return false;
  state.pending = state.pending.slice(0, -scheme.length);
  const open = state.push('link_open', 'a', 1);
  open.attrs = [['href', linkOf(state.md, address)]];
  Object.assign(open, { markup: 'linkify', info: 'auto' });
  state.push('text', '', 0).content = textOf(state.md, address);
  Object.assign(state.push('link_close', 'a', -1), { markup: 'linkify', info: 'auto' });
  state.pos = end;
  return true;
}

/** GFM's extended autolinks; use with markdown-it's own `linkify` off. */
export function gfmAutolinks(md: MarkdownIt): void {
  md.inline.ruler.before('linkify', 'gfm_autolink', linkScheme);
  md.core.ruler.push('gfm_autolink', linkText);
}
