import type { AreaCommand, CommandContext, CommandInput, ConsoleLine } from '../../shared/area';
import { reasonOf } from '../../shared/notify';
import { parseLine } from './parse';

/** The command a name calls, if any (names are matched without regard to case). */
export function commandNamed(name: string, commands: readonly AreaCommand[]): AreaCommand | undefined {
  return commands.find((command) => command.name === name.toLowerCase());
}

function needsLogin(command: AreaCommand, input: CommandInput): boolean {
  return typeof command.needsLogin === 'function' ? command.needsLogin(input) : command.needsLogin;
}

/**
 * Runs one line: 'No matching command found' for an unknown name, 'Not logged in.' for a command
 * that needs a signed-in person when nobody is, otherwise what the command answers. A failure
 * the command did not expect prints the server's reason instead of breaking the console.
 */
export async function runLine(line: string, context: CommandContext): Promise<ConsoleLine[]> {
  const parsed = parseLine(line);
  if (!parsed) return [];
  const { t } = context;
  const command = commandNamed(parsed.name, context.commands);
  if (!command) return [{ text: t('messages.noMatchingCommand'), tone: 'error' }];
  if (needsLogin(command, parsed.input) && !context.signedIn) {
    return [{ text: t('messages.notLoggedIn'), tone: 'error' }];
  }
  try {
    return await command.run(parsed.input, context);
  } catch (error) {
    return [{ text: reasonOf(error, t('console.failed')), tone: 'error' }];
  }
}
