import type { AreaCommand } from '../../shared/area';

/**
 * `us login` opens the sign-in page; `us signout` signs out and goes to it. With `-p` both act on
 * the password area alone, which answers that the person is not signed in to it until it exists.
 */
const us: AreaCommand = {
  name: 'us',
  subcommands: ['login', 'signout'],
  flags: ['p'],
  helpKeys: ['auth.commands.help.login', 'auth.commands.help.signout'],
  needsLogin: ({ words, flags }) => words[0] === 'signout' || flags.p !== undefined,
  run: async ({ words, flags }, { t, api, navigate, signedIn }) => {
    const [sub] = words;
    if (sub !== 'login' && sub !== 'signout') return [{ text: t('messages.noMatchingCommand'), tone: 'error' }];
    if (flags.p !== undefined) return [{ text: t('messages.notLoggedInToPasswords'), tone: 'error' }];
    if (sub === 'login') {
      if (signedIn) return [{ text: t('auth.commands.alreadySignedIn') }];
      navigate('/login');
      return [{ text: t('auth.commands.openingLogin'), tone: 'success' }];
    }
    await api.signOut();
    navigate('/login');
    return [{ text: t('auth.commands.signedOut'), tone: 'success' }];
  },
};

const authCommands: readonly AreaCommand[] = [us];
export default authCommands;
