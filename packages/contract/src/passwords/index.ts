import { z } from 'zod';
import { refusalMessage, type CodedMessage } from '../kernel/refusals';
import { PASSWORD_DATA_MAX, PASSWORD_GROUP_DATA_MAX, PASSWORD_ID_LENGTH } from './limits';
import { passwordsRefusals } from './refusals';

/**
 * The vault's API: password groups and password entries, every call behind both the access token
 * and the extra token (docs/architecture.md, "Three levels of access"). Everything a person wrote
 * arrives sealed by the browser with the vault key; the server checks only its form and size.
 */

export * from './limits';

const BASE64 = '(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?';

/**
 * A sealed value: `v1.<iv>.<ciphertext>`, standard base64 with padding; the IV is 12 bytes
 * (16 characters) and AES-GCM's ciphertext at least its 16-byte tag (24 characters).
 */
export const SEALED_PATTERN = new RegExp(`^v1\\.[A-Za-z0-9+/]{16}\\.(?=[A-Za-z0-9+/=]{24,}$)${BASE64}$`);

/** Whether `value` has the form of a sealed value (it says nothing of the key it was sealed with). */
export function isSealed(value: string): boolean {
  return SEALED_PATTERN.test(value);
}

function sealed(max: number, tooLarge: CodedMessage) {
  const notSealed = refusalMessage(passwordsRefusals.dataNotSealed);
  return z.string(notSealed).max(max, tooLarge).regex(SEALED_PATTERN, notSealed);
}

const entryData = sealed(PASSWORD_DATA_MAX, refusalMessage(passwordsRefusals.dataTooLarge));
const groupData = sealed(PASSWORD_GROUP_DATA_MAX, refusalMessage(passwordsRefusals.groupDataTooLarge));

/** A 12-character id the server made ([0-9A-Za-z]). */
function vaultId(message: CodedMessage) {
  return z
    .string(message)
    .trim()
    .regex(new RegExp(`^[0-9A-Za-z]{${PASSWORD_ID_LENGTH}}$`), message);
}
const passwordId = vaultId(refusalMessage(passwordsRefusals.passwordIdInvalid));
const passwordGroupId = vaultId(refusalMessage(passwordsRefusals.passwordGroupIdInvalid));

// ---- password groups ----------------------------------------------------------------------

export const passwordGroupCreateBody = z.object({ data: groupData });
export type PasswordGroupCreateBody = z.input<typeof passwordGroupCreateBody>;

/** PUT /password-group: renames the group (a new sealed name). */
export const passwordGroupUpdateBody = z.object({ passwordGroupId, data: groupData });
export type PasswordGroupUpdateBody = z.input<typeof passwordGroupUpdateBody>;

/** DELETE /password-group (a body): the group and every entry in it. */
export const passwordGroupDeleteBody = z.object({ passwordGroupId });
export type PasswordGroupDeleteBody = z.input<typeof passwordGroupDeleteBody>;

// ---- passwords ----------------------------------------------------------------------------

/** GET /password: ?passwordId for one; else the list, or one group's with ?passwordGroupId. */
export const passwordQuery = z.object({
  passwordId: passwordId.optional(),
  passwordGroupId: passwordGroupId.optional(),
});
export type PasswordQuery = z.input<typeof passwordQuery>;

export const passwordCreateBody = z.object({ passwordGroupId, data: entryData });
export type PasswordCreateBody = z.input<typeof passwordCreateBody>;

/** PUT /password: the whole entry sealed anew; passwordGroupId moves it to another group. */
export const passwordUpdateBody = z.object({
  passwordId,
  data: entryData,
  passwordGroupId: passwordGroupId.optional(),
});
export type PasswordUpdateBody = z.input<typeof passwordUpdateBody>;

/** DELETE /password (a body). */
export const passwordDeleteBody = z.object({ passwordId });
export type PasswordDeleteBody = z.input<typeof passwordDeleteBody>;

export type { PasswordGroup, PasswordItem } from './answers';
