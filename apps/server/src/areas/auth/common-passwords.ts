import { readFileSync } from 'node:fs';

/**
 * The list shipped beside this file (and copied beside the server bundle by build.mjs): read on
 * the first sign-up or password change, then kept as a set of about 5,000 entries.
 */
const LIST = new URL('./common-passwords.txt', import.meta.url);

let common: ReadonlySet<string> | null = null;

function load(): ReadonlySet<string> {
  const lines = readFileSync(LIST, 'utf8').split('\n');
  return new Set(lines.map((line) => line.trim()).filter((line) => line && !line.startsWith('#')));
}

/** Whether a new password is one that guessers try first; case does not make it less common. */
export function isCommonPassword(password: string): boolean {
  common ??= load();
  return common.has(password.toLowerCase());
}
