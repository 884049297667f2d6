import { describe, expect, it } from 'vitest';
import { commandContext } from '../../test/command-context.test-kit';
import { runLine } from '../console/public';
import passwordsCommands from './commands';
import { pickPassword } from './password-pick';
import { pswCommand, type PasswordVault } from './psw-command';

const texts = (lines: { text: string }[]) => lines.map((line) => line.text);

describe('psw', () => {
  const vault: PasswordVault = {
    search: async (name) =>
      [
        { _id: 'aaaaaaaaaaaa', name: 'Mail' },
        { _id: 'bbbbbbbbbbbb', name: 'Mail work' },
        { _id: 'cccccccccccc', name: 'Bank' },
      ].filter((password) => password.name.toLowerCase().includes(name.toLowerCase())),
    copy: async () => {},
  };

  it('answers "Not logged in." with nobody signed in', async () => {
    const { context } = commandContext({ commands: passwordsCommands, signedIn: false });
    expect(await runLine('psw search mail', context)).toEqual([{ text: 'Not logged in.', tone: 'error' }]);
  });

  it('answers that the person is not signed in to passwords until the vault exists', async () => {
    const { context } = commandContext({ commands: passwordsCommands });
    expect(await runLine('psw search mail', context)).toEqual([
      { text: 'You are not logged in to passwords. Please login first.', tone: 'error' },
    ]);
    expect(texts(await runLine('psw cp 1', context))).toEqual([
      'You are not logged in to passwords. Please login first.',
    ]);
  });

  it('asks for a value first, and lists its forms with help', async () => {
    const { context } = commandContext({ commands: passwordsCommands });
    expect(await runLine('psw search', context)).toEqual([{ text: 'No search value provided', tone: 'error' }]);
    expect(texts(await runLine('psw cp  ', context))).toEqual(['No search value provided']);
    expect(texts(await runLine('psw help', context))).toHaveLength(3);
  });

  it('searches, and copies by place in the last search, by id or by one fitting name', async () => {
    const psw = pswCommand(() => vault);
    const { context } = commandContext({ commands: [psw] });
    expect(texts(await runLine('psw search mail', context))).toEqual([
      '1  Mail  (aaaaaaaaaaaa)',
      '2  Mail work  (bbbbbbbbbbbb)',
    ]);
    expect(texts(await runLine('psw search nothing', context))).toEqual(['No matching passwords found']);
    await runLine('psw search mail', context);
    expect(texts(await runLine('psw cp 2', context))).toEqual(['Copied the password of Mail work.']);
    expect(texts(await runLine('psw cp 9', context))).toEqual(['No password found at index']);
    expect(texts(await runLine('psw cp cccccccccccc', context))).toEqual(['Could not find password.']);
    expect(texts(await runLine('psw cp bank', context))).toEqual(['Copied the password of Bank.']);
    expect(texts(await runLine('psw cp mail', context))).toEqual(['Copied the password of Mail.']);
    expect(texts(await runLine('psw cp ma', context))).toEqual([
      'Multiple passwords found, please specify index or id',
    ]);
  });

  it('forgets the last search after 5 minutes', async () => {
    let now = 0;
    const psw = pswCommand(
      () => vault,
      () => now,
    );
    const { context } = commandContext({ commands: [psw] });
    await runLine('psw search bank', context);
    now = 5 * 60 * 1000;
    expect(texts(await runLine('psw cp 1', context))).toEqual(['No password found at index']);
  });

  it('picks by id only among the matches', () => {
    const list = [{ _id: 'aaaaaaaaaaaa', name: 'Mail' }];
    expect(pickPassword('aaaaaaaaaaaa', [], list)).toEqual({ found: list[0] });
    expect(pickPassword('1', [], list)).toEqual({ problem: 'noPasswordAtIndex' });
  });
});
