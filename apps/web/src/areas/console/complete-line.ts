import type { AreaCommand, CommandContext, CompletionTarget } from '../../shared/area';
import { flagName, inputOf, tokenize, type Token } from './parse';
import { commandNamed } from './run-line';
import { closestNames, sharedBeginning } from './match-names';

/** What Tab did: the line as it now reads, and the names that still fit when more than one does. */
export interface Completion {
  line: string;
  options: string[];
}

/** How many fitting names the console lists under the line at most. */
export const MAX_OPTIONS = 20;

/** Replaces what was typed (from `start` to the end) by the one fitting name, or by what all fitting names begin with. */
function fill(line: string, start: number, typed: string, names: readonly string[]): Completion {
  const fitting = closestNames(typed, names);
  const head = line.slice(0, start);
  const [only] = fitting;
  if (fitting.length === 1 && only !== undefined) {
    return { line: `${head}${only} `, options: [] };
  }
  const beginning = sharedBeginning(fitting.filter((name) => name.toLowerCase().startsWith(typed.toLowerCase())));
  const longer = beginning.length > typed.length ? `${head}${beginning}` : line;
  return { line: longer, options: fitting.slice(0, MAX_OPTIONS) };
}

/** Where the value being typed starts: its first word, else the word being typed, else the line's end. */
function startOf(values: readonly Token[], typing: Token | null, line: string): number {
  return values[0]?.start ?? typing?.start ?? line.length;
}

/** The line split for completion: the word being typed (if the line does not end in a space) and the words before it. */
interface Typed {
  line: string;
  typing: Token | null;
  typed: string;
  /** The words after the command's name, before the one being typed. */
  rest: Token[];
}

/** Completes a subcommand, or a name the command offers for its value (which may run over several words). */
async function completeValue(command: AreaCommand, at: Typed, context: CommandContext): Promise<Completion> {
  const { line, typing, typed, rest } = at;
  const flagAt = rest.findLastIndex((token) => flagName(token) !== null);
  if (flagAt === -1 && command.subcommands && rest.length === 0) {
    return fill(line, typing?.start ?? line.length, typed, command.subcommands);
  }

  const wordsEnd = flagAt === -1 ? (command.subcommands ? 1 : 0) : flagAt + 1;
  const values = rest.slice(wordsEnd);
  const target: CompletionTarget = {
    words: inputOf(rest.slice(0, flagAt === -1 ? wordsEnd : flagAt)).words,
    flags: inputOf(rest).flags,
    flag: flagAt === -1 ? null : flagName(rest[flagAt]!),
  };
  const value = [...values, ...(typing ? [typing] : [])].map((token) => token.text).join(' ');
  const names = (await command.complete?.(target, context)) ?? [];
  return fill(line, startOf(values, typing, line), value, names);
}

/**
 * Tab completion of the line's last value: the command's name, then its subcommand, a flag, or
 * a name the command offers (time groups, sub groups, pages), which may run over several words.
 */
export async function completeLine(line: string, context: CommandContext): Promise<Completion> {
  const tokens = tokenize(line);
  const last = tokens.at(-1);
  const typing = last && last.end === line.length ? last : null;
  const before = typing ? tokens.slice(0, -1) : tokens;
  const typed = typing?.text ?? '';
  const [first, ...rest] = before;

  if (!first) {
    const names = context.commands.map((command) => command.name);
    return fill(line, typing?.start ?? line.length, typed, names);
  }
  const command = commandNamed(first.text, context.commands);
  if (!command) return { line, options: [] };

  if (typing && !typing.quoted && typed.startsWith('-')) {
    return fill(
      line,
      typing.start,
      typed,
      (command.flags ?? []).map((flag) => `-${flag}`),
    );
  }
  return completeValue(command, { line, typing, typed, rest }, context);
}
