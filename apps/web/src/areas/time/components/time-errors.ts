import { timeMessages } from '@ordna/contract/time';
import { ApiError } from '../../../api/client';
import { localizeRefusal } from '../../../i18n/refusals';
import i18next from '../../../i18n/i18n';

/** The time server's own messages, keyed by their English text, to their translation keys. */
const timeServerKeys: Record<string, string> = Object.fromEntries(
  Object.entries(timeMessages).map(([key, text]) => [text, `time.server.${key}`]),
);

/** The server's message about a time action, in the person's language where we have it. */
export function timeErrorMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code) return localizeRefusal(error);
  // A server without codes: its time sentences are known by their English text.
  const key = timeServerKeys[error.message];
  return key ? i18next.t(key, { defaultValue: error.message }) : localizeRefusal(error);
}

/** True for a failure the person can fix (bad input, a name taken): shown on the field, not as a crash. */
export function isInputError(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 400 || error.status === 409);
}
