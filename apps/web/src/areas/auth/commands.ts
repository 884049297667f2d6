import type { AreaCommand } from '../../shared/area';
import { isVaultOpen, signOutOfVault } from '../passwords/public';

/**
 * `us login` opens the sign-in page; `us signout` signs out and goes to it. With `-p` both act on
 * the password area alone: `us login -p` opens its sign-in, `us signout -p` locks the vault and
 * ends its session, keeping the sign-in ('You are not logged in to passwords. Please login
 * first.' when it is not open).
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
    if (flags.p !== undefined && sub === 'login') {
      navigate('/password-login');
      return [{ text: t('auth.commands.openingPasswordLogin'), tone: 'success' }];
    }
    if (flags.p !== undefined) {
      if (!isVaultOpen()) return [{ text: t('messages.notLoggedInToPasswords'), tone: 'error' }];
      await signOutOfVault();
      navigate('/password-login');
      return [{ text: t('auth.commands.signedOutOfPasswords'), tone: 'success' }];
    }
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
