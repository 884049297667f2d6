import { PASSWORD_ID_LENGTH } from '@ordna/contract/kernel/constants';
import type { MessageKey } from '@ordna/contract/kernel/messages';

/** A password as the console lists it: its id and name, never its secret. */
export interface PasswordRef {
  _id: string;
  name: string;
}

export type Pick = { found: PasswordRef } | { problem: MessageKey };

/**
 * Which password `psw cp <name | index | id>` means: a number is its place (from 1) in the last
 * search's list, a 12-character id one of the matches' ids, anything else a name, which must fit
 * exactly one of the matches.
 */
export function pickPassword(value: string, lastSearch: readonly PasswordRef[], matches: readonly PasswordRef[]): Pick {
  const typed = value.trim();
  if (/^\d+$/.test(typed)) {
    const found = lastSearch[Number(typed) - 1];
    return found ? { found } : { problem: 'noPasswordAtIndex' };
  }
  if (typed.length === PASSWORD_ID_LENGTH) {
    const byId = matches.find((password) => password._id === typed);
    if (byId) return { found: byId };
  }
  const byName = matches.filter((password) => password.name.toLowerCase() === typed.toLowerCase());
  const candidates = byName.length > 0 ? byName : matches;
  const [only] = candidates;
  if (candidates.length === 1 && only) return { found: only };
  return { problem: candidates.length === 0 ? 'couldNotFindPassword' : 'multiplePasswordsFound' };
}
