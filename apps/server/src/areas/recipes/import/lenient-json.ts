/**
 * JSON-LD as recipe sites really write it. Browsers never parse it, so nothing holds sites to
 * strict JSON: plugins paste step texts with raw newlines and tabs inside strings, leave a comma
 * before a closing bracket, or wrap the block in an HTML comment or CDATA. One pass over the text
 * mends those (control characters inside strings are escaped, trailing commas dropped) and
 * measures nesting as it goes: a block nested deeper than `maxDepth` is not parsed at all, so a
 * hostile page's 200,000-deep array costs one linear scan, not a parse.
 */

/** Nesting deeper than any recipe needs (a Recipe in an @graph with sections of steps is about 6). */
export const JSON_LD_DEPTH_MAX = 32;

const controlEscapes: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f' };

function escapedControl(char: string): string {
  return controlEscapes[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/** The text with the wrappers sites put around a block taken off. */
function unwrapped(text: string): string {
  return text
    .trim()
    .replace(/^<!--/, '')
    .replace(/-->$/, '')
    .replace(/^(?:\/\/\s*)?<!\[CDATA\[/, '')
    .replace(/(?:\/\/\s*)?\]\]>$/, '')
    .trim();
}

/** The block mended into strict JSON, or null when it nests deeper than `maxDepth`. */
export function mendJson(text: string, maxDepth = JSON_LD_DEPTH_MAX): string | null {
  const source = unwrapped(text);
  const out: string[] = [];
  let depth = 0;
  let inString = false;
  let runStart = 0;
  // Where a comma was last written outside strings, and whether only whitespace followed it.
  let pendingComma = -1;
  const flush = (end: number) => {
    if (end > runStart) out.push(source.slice(runStart, end));
    runStart = end;
  };
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
      else if (char < ' ') {
        flush(index);
        out.push(escapedControl(char));
        runStart = index + 1;
      }
      continue;
    }
    switch (char) {
      case '"':
        inString = true;
        pendingComma = -1;
        break;
      case '[':
      case '{':
        depth += 1;
        if (depth > maxDepth) return null;
        pendingComma = -1;
        break;
      case ']':
      case '}':
        depth -= 1;
        if (pendingComma >= 0) {
          // A comma with only whitespace before this bracket: JSON has no empty element, drop it.
          flush(pendingComma);
          runStart = pendingComma + 1;
          pendingComma = -1;
        }
        break;
      case ',':
        pendingComma = index;
        break;
      default:
        if (char > ' ') pendingComma = -1;
    }
  }
  flush(source.length);
  return out.join('');
}

/** A JSON-LD block's value, or undefined when it is not JSON even when mended, or nests too deep. */
export function parseJsonLd(text: string, maxDepth = JSON_LD_DEPTH_MAX): unknown {
  const mended = mendJson(text, maxDepth);
  if (mended === null) return undefined;
  try {
    return JSON.parse(mended);
  } catch {
    return undefined;
  }
}
