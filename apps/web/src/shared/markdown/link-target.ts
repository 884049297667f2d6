/**
 * Where a link or image in Markdown people wrote may point, judged by resolving it against the
 * page's origin: the app itself (an in-app link), another site over http(s), mailto or xmpp (opened in a
 * new tab), or nowhere (javascript:, data:, `//host`, `/\host`…), which shows as text.
 */
export type LinkTarget = { kind: 'app'; to: string } | { kind: 'external'; href: string } | { kind: 'none' };

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const EXTERNAL = new Set(['http:', 'https:', 'mailto:', 'xmpp:']);

/**
 * `href` as the parser gives it (percent-encoded), `written` as the person typed it. A relative
 * address counts only if it stays on this origin as written: a backslash or a control character
 * (which browsers read as a slash or drop) or a leading `//` never does.
 */
export function linkTarget(href: string, written: string, origin: string): LinkTarget {
  const trimmed = written.trim();
  const hasScheme = SCHEME.test(trimmed);
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  if (!hasScheme && (/[\\\u0000-\u001f]/.test(trimmed) || trimmed.startsWith('//'))) return { kind: 'none' };
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return { kind: 'none' };
  }
  if (url.origin === origin && (url.protocol === 'http:' || url.protocol === 'https:')) {
    return { kind: 'app', to: `${url.pathname}${url.search}${url.hash}` };
  }
  if (hasScheme && EXTERNAL.has(url.protocol)) return { kind: 'external', href: url.href };
  return { kind: 'none' };
}
