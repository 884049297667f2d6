import { PASSWORD_ID_LENGTH } from '../kernel/constants';

/**
 * The vault's bounds, shared by its schemas, refusal texts and the web's fields. The server holds
 * only ciphertext, so it bounds sizes and counts, never contents.
 */
export { PASSWORD_ID_LENGTH };
/** One sealed entry (`v1.<iv>.<ciphertext>`, the whole entry's JSON), in characters: 48 KiB. */
export const PASSWORD_DATA_MAX = 48 * 1024;
/** One sealed group name: a name is short, so its ciphertext is too. */
export const PASSWORD_GROUP_DATA_MAX = 4 * 1024;
/** Entries and groups a person may keep: the web reads and decrypts the whole list at once. */
export const PASSWORDS_MAX = 5_000;
export const PASSWORD_GROUPS_MAX = 200;
/** The sealed entries of one person together, in characters: the list is one answer. */
export const PASSWORDS_TOTAL_MAX = 16 * 1024 * 1024;
/** The authentication value the browser derives from the extra password: 32 bytes in base64. */
export const EXTRA_PASSWORD_LENGTH = 44;
/** PBKDF2-SHA256 iterations: the agreed floor, and a ceiling so a stored setting stays usable. */
export const KDF_ITERATIONS_MIN = 600_000;
export const KDF_ITERATIONS_MAX = 10_000_000;
/** The random salt of the key derivation, in bytes (24 characters of base64). */
export const KDF_SALT_BYTES = 16;
/** The wrapped vault key: 32 bytes sealed (`v1.<iv>.<ciphertext>`) is about 90 characters. */
export const WRAPPED_VAULT_KEY_MAX = 200;
