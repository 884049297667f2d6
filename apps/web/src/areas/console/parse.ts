import type { CommandInput } from '../../shared/area';

/** One word of a command line, where it sits in the line, and whether it was quoted. */
export interface Token {
  text: string;
  start: number;
  end: number;
  quoted: boolean;
}

/** Splits a line into words; "double" or 'single' quotes keep spaces (and a leading dash) in one word. */
export function tokenize(line: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /"([^"]*)"?|'([^']*)'?|(\S+)/g;
  for (const match of line.matchAll(pattern)) {
    const quoted = match[3] === undefined;
    tokens.push({
      text: match[1] ?? match[2] ?? match[3] ?? '',
      start: match.index,
      end: match.index + match[0].length,
      quoted,
    });
  }
  return tokens;
}

/** A flag is an unquoted word like -s or --sub; its name is what follows the dashes. */
export function flagName(token: Token): string | null {
  if (token.quoted) return null;
  return /^--?([a-zA-Z][\w-]*)$/.exec(token.text)?.[1] ?? null;
}

/** Words up to the first flag; each flag takes the words after it, up to the next flag. */
export function inputOf(tokens: readonly Token[]): CommandInput {
  const words: string[] = [];
  const flags: Record<string, string> = {};
  let flag: string | null = null;
  for (const token of tokens) {
    const name = flagName(token);
    if (name !== null) {
      flag = name;
      flags[flag] ??= '';
    } else if (flag !== null) {
      flags[flag] = flags[flag] ? `${flags[flag]} ${token.text}` : token.text;
    } else {
      words.push(token.text);
    }
  }
  return { words, flags };
}

/** `tm in Work -s Ordna` → name 'tm', words ['in', 'Work'], flags {s: 'Ordna'}; null for a blank line. */
export function parseLine(line: string): { name: string; input: CommandInput } | null {
  const [first, ...rest] = tokenize(line);
  if (!first) return null;
  return { name: first.text.toLowerCase(), input: inputOf(rest) };
}
