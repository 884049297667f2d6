import { messages } from '../kernel/messages';
import { defineRefusals } from '../kernel/refusals';
import {
  PASSWORD_DATA_MAX,
  PASSWORD_GROUP_DATA_MAX,
  PASSWORD_GROUPS_MAX,
  PASSWORDS_MAX,
  PASSWORDS_TOTAL_MAX,
} from './limits';

const KIB = 1024;

/**
 * How the vault says no (docs/architecture.md, "One error pattern"). The product's own texts are
 * quoted as they are: another person's id, or one that is gone, answers 404 with the text of what
 * the call tried to do. `fetchGroups` has no server refusal of its own (listing groups cannot be
 * refused but by the tokens); it is here so the web's failure toast has a code and a translation.
 */
export const passwordsRefusals = defineRefusals('passwords', {
  getPassword: messages.couldNotGetPassword,
  getPasswords: messages.couldNotGetPasswords,
  addPassword: messages.couldNotAddPassword,
  updatePassword: messages.couldNotUpdatePassword,
  deletePassword: messages.couldNotDeletePassword,
  fetchGroups: messages.couldNotFetchPasswordGroups,
  addGroup: messages.couldNotAddPasswordGroup,
  groupNotFound: 'Password group not found.',
  passwordIdInvalid: 'passwordId must be the 12-character id of a password.',
  passwordGroupIdInvalid: 'passwordGroupId must be the 12-character id of a password group.',
  dataNotSealed: 'data must be encrypted in the browser, written as v1.<iv>.<ciphertext> in base64.',
  dataTooLarge: `An encrypted password may be at most ${PASSWORD_DATA_MAX / KIB} KiB.`,
  groupDataTooLarge: `An encrypted group name may be at most ${PASSWORD_GROUP_DATA_MAX / KIB} KiB.`,
  tooManyPasswords: `You may keep at most ${PASSWORDS_MAX} passwords.`,
  tooManyGroups: `You may have at most ${PASSWORD_GROUPS_MAX} password groups.`,
  vaultFull: `Your passwords may take at most ${PASSWORDS_TOTAL_MAX / KIB / KIB} MiB together.`,
});
