import { CONSOLE_PASSWORD_CACHE_MS } from '@ordna/contract/kernel/constants';
import type { AreaCommand, CommandContext, ConsoleLine } from '../../shared/area';
import { pickPassword, type PasswordRef } from './password-pick';

/** The password vault as `psw` needs it; null until the person has signed in to passwords. */
export interface PasswordVault {
  search: (name: string) => Promise<PasswordRef[]>;
  copy: (password: PasswordRef) => Promise<void>;
}

const HELP_KEYS = [
  'passwords.commands.psw.search',
  'passwords.commands.psw.cp',
  'passwords.commands.psw.help',
] as const;

const problem = (context: CommandContext, key: string): ConsoleLine[] => [
  { text: context.t(`messages.${key}`), tone: 'error' },
];

/**
 * `psw search <name>`, `psw cp <name | index | id>`, `psw help`. `vault` gives the person's
 * passwords; without one every search and copy answers 'You are not logged in to passwords.
 * Please login first.' The last search's list is kept for `cp <index>` for 5 minutes.
 */
export function pswCommand(vault: () => PasswordVault | null, now: () => number = Date.now): AreaCommand {
  let last: { at: number; list: PasswordRef[] } | null = null;
  const lastSearch = () => (last && now() - last.at < CONSOLE_PASSWORD_CACHE_MS ? last.list : []);

  return {
    name: 'psw',
    subcommands: ['search', 'cp', 'help'],
    helpKeys: ['passwords.commands.help.psw'],
    needsLogin: true,
    run: async ({ words }, context) => {
      const [sub, ...rest] = words;
      const value = rest.join(' ').trim();
      if (sub === 'help' || sub === undefined) return HELP_KEYS.map((key) => ({ text: context.t(key) }));
      if (sub !== 'search' && sub !== 'cp') return problem(context, 'noMatchingCommand');
      if (!value) return problem(context, 'noSearchValue');
      const passwords = vault();
      if (!passwords) return problem(context, 'notLoggedInToPasswords');

      if (sub === 'search') {
        const list = await passwords.search(value);
        last = { at: now(), list };
        if (list.length === 0) return problem(context, 'noMatchingPasswords');
        return list.map((password, index) => ({ text: `${index + 1}  ${password.name}  (${password._id})` }));
      }
      const byIndex = /^\d+$/.test(value);
      const matches = byIndex ? [] : await passwords.search(value);
      const pick = pickPassword(value, lastSearch(), matches);
      if ('problem' in pick) return problem(context, pick.problem);
      await passwords.copy(pick.found);
      return [{ text: context.t('passwords.commands.copied', { name: pick.found.name }), tone: 'success' }];
    },
  };
}
