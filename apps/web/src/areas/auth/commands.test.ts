import { describe, expect, it } from 'vitest';
import { commandContext, noApi } from '../../test/command-context.test-kit';
import { runLine } from '../console/public';
import authCommands from './commands';

describe('us', () => {
  it('opens the sign-in page when signed out, and says so when signed in', async () => {
    const out = commandContext({ commands: authCommands, signedIn: false });
    expect(await runLine('us login', out.context)).toEqual([{ text: 'Opening the sign-in page', tone: 'success' }]);
    expect(out.opened).toEqual(['/login']);
    const signedIn = commandContext({ commands: authCommands });
    expect(await runLine('us login', signedIn.context)).toEqual([{ text: 'You are already signed in.' }]);
  });

  it('signs out and goes to the sign-in page', async () => {
    let signedOut = 0;
    const { context, opened } = commandContext({
      commands: authCommands,
      api: { ...noApi, signOut: async () => void (signedOut += 1) },
    });
    expect(await runLine('us signout', context)).toEqual([{ text: 'Signed out.', tone: 'success' }]);
    expect([signedOut, opened]).toEqual([1, ['/login']]);
  });

  it('answers "Not logged in." to a sign-out with nobody signed in', async () => {
    const { context } = commandContext({ commands: authCommands, signedIn: false });
    expect(await runLine('us signout', context)).toEqual([{ text: 'Not logged in.', tone: 'error' }]);
    expect(await runLine('us login -p', context)).toEqual([{ text: 'Not logged in.', tone: 'error' }]);
  });

  it('with -p acts on the password area only: its sign-in page, and no sign-out while it is locked', async () => {
    let signedOut = 0;
    const { context, opened } = commandContext({
      commands: authCommands,
      api: { ...noApi, signOut: async () => void (signedOut += 1) },
    });
    const notInVault = [{ text: 'You are not logged in to passwords. Please login first.', tone: 'error' }];
    expect(await runLine('us signout -p', context)).toEqual(notInVault);
    expect(await runLine('us login -p', context)).toEqual([
      { text: 'Opening the password sign-in page', tone: 'success' },
    ]);
    expect(await runLine('us dance', context)).toEqual([{ text: 'No matching command found', tone: 'error' }]);
    expect([signedOut, opened]).toEqual([0, ['/password-login']]);
  });
});
