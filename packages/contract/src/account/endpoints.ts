import { defineEndpoints, deletion } from '../kernel/endpoints';
import { accountDeleteBody } from './index';
import { accountImportAnswer, accountImportFile } from './export';
import { accountRefusals } from './refusals';
import { authRefusals, confirmingPassword, confirmingSecondFactor } from '../auth/refusals';

/** The whole account's endpoints (docs/architecture.md, "The whole account"). */
export const accountEndpoints = defineEndpoints('account', {
  readExport: {
    method: 'GET',
    path: '/account/export',
    summary: 'Everything the person keeps, as one JSON document',
    answers: {
      200: { file: 'application/json', description: 'The whole account (docs/export.schema.json)' },
    },
    refusals: [authRefusals.noSuchUser],
  },
  import: {
    method: 'POST',
    path: '/account/import',
    summary: 'Brings an export back into this empty account: everything with new ids, linked as before',
    body: accountImportFile,
    answers: { 200: accountImportAnswer },
    refusals: [
      accountRefusals.importNotEmpty,
      accountRefusals.importNotAnExport,
      accountRefusals.importNewerVersion,
      accountRefusals.importTruncated,
      accountRefusals.importInvalid,
      accountRefusals.importTooLarge,
    ],
  },
  delete: deletion(
    '/account',
    'Deletes the account and everything the person owns, on their password (and two-factor code)',
    { body: accountDeleteBody },
    [accountRefusals.codeRequiredToDelete, ...confirmingPassword, ...confirmingSecondFactor],
  ),
});
