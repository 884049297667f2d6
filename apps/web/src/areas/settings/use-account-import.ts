import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { accountEndpoints } from '@ordna/contract/account/endpoints';
import { accountImportAnswer } from '@ordna/contract/account/export';
import { authEndpoints } from '@ordna/contract/auth/endpoints';
import { call, urlOf } from '../../api/call';
import { session } from '../../api/session';
import { uploadFile } from '../../shared/upload';

/**
 * POST /account/import: the chosen export file into this (empty) account, sent as it is on the
 * disk (the server reads and checks it as it arrives), with the bytes sent so far in `sent`. On
 * success the preferences came with it and every list is another, so the session's preferences
 * are read again and every query refetches. Answers the number of things made.
 */
export function useImportAccount() {
  const queryClient = useQueryClient();
  const [sent, setSent] = useState(0);
  const importing = useMutation({
    mutationFn: async (file: File) => {
      setSent(0);
      const { rows } = accountImportAnswer.parse(await uploadFile(urlOf(accountEndpoints.import), file, setSent));
      return Object.values(rows).reduce((sum, count) => sum + count, 0);
    },
    onSuccess: async () => {
      const user = await call(authEndpoints.readUser);
      session.setPreferences(user.preferences);
      await queryClient.invalidateQueries();
    },
  });
  return { importing, sent };
}
