import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints } from '@ordna/contract/account/endpoints';
import { EXPORT_FORMAT } from '@ordna/contract/account/export';
import { accountRefusals } from '@ordna/contract/account/refusals';
import { authEndpoints } from '@ordna/contract/auth/endpoints';
import { call } from '../../api/call';
import { session } from '../../api/session';

/** A file refused before it was sent: it is not JSON at all (the same codes the server answers). */
export class UnreadableExport extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/** The file's JSON, or why it is no export: one cut short still starts as Ordna's export does. */
async function readFile(file: File): Promise<unknown> {
  const text = await file.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    const ours = text.trimStart().startsWith(`{"format":"${EXPORT_FORMAT}"`);
    const refusal = ours ? accountRefusals.importTruncated : accountRefusals.importNotAnExport;
    throw Object.assign(new UnreadableExport(refusal.code), { message: refusal.message });
  }
}

/**
 * POST /account/import: the chosen export file into this (empty) account. On success the
 * preferences came with it and every list is another, so the session's preferences are read
 * again and every query refetches. Answers the number of things made.
 */
export function useImportAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const { rows } = await call(accountEndpoints.import, { body: await readFile(file) });
      return Object.values(rows).reduce((sum, count) => sum + count, 0);
    },
    onSuccess: async () => {
      const user = await call(authEndpoints.readUser);
      session.setPreferences(user.preferences);
      await queryClient.invalidateQueries();
    },
  });
}
