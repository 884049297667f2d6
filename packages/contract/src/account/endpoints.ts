import { defineEndpoints } from '../kernel/endpoints';
import { nothing } from '../kernel/envelope';
import { accountDeleteBody } from './index';
import { accountRefusals } from './refusals';
import { authRefusals } from '../auth/refusals';

/** The whole account's endpoints (docs/architecture.md, "The whole account"). */
export const accountEndpoints = defineEndpoints('account', {
  readExport: {
    method: 'GET',
    path: '/account/export',
    summary: 'Everything the person keeps, as one JSON document',
    answers: {
      200: { file: 'application/json', description: 'The whole account (docs/export.schema.json)' },
    },
    refusals: [],
  },
  delete: {
    method: 'DELETE',
    path: '/account',
    summary: 'Deletes the account and everything the person owns, on their password (and two-factor code)',
    body: accountDeleteBody,
    answers: { 200: nothing },
    refusals: [
      accountRefusals.codeRequiredToDelete,
      authRefusals.noSuchUser,
      authRefusals.wrongCode,
      authRefusals.wrongPassword,
    ],
  },
});
