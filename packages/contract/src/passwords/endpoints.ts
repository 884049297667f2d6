import { z } from 'zod';
import { defineEndpoints, deletion, viewOf } from '../kernel/endpoints';
import { passwordAnswer, passwordGroupAnswer } from './answers';
import {
  passwordCreateBody,
  passwordDeleteBody,
  passwordGroupCreateBody,
  passwordGroupDeleteBody,
  passwordGroupUpdateBody,
  passwordQuery,
  passwordUpdateBody,
} from './index';
import { passwordsRefusals } from './refusals';

/** The passwords area's endpoints (docs/architecture.md, "Endpoints"). */
export const passwordsEndpoints = defineEndpoints('passwords', {
  readGroups: {
    method: 'GET',
    path: '/password-group',
    summary: "The vault's groups, each sealed",
    answers: { 200: z.array(passwordGroupAnswer) },
    refusals: [],
  },
  createGroup: {
    method: 'POST',
    path: '/password-group',
    summary: 'Makes a vault group (its name sealed)',
    body: passwordGroupCreateBody,
    answers: { 201: passwordGroupAnswer },
    refusals: [passwordsRefusals.tooManyGroups],
  },
  changeGroup: {
    method: 'PUT',
    path: '/password-group',
    summary: 'Renames a vault group',
    body: passwordGroupUpdateBody,
    answers: { 200: passwordGroupAnswer },
    refusals: [passwordsRefusals.groupNotFound],
  },
  deleteGroup: deletion(
    '/password-group',
    'Deletes a vault group with its entries',
    { body: passwordGroupDeleteBody },
    [passwordsRefusals.groupNotFound],
  ),
  readEntries: {
    method: 'GET',
    path: '/password',
    summary: 'One vault entry with ?passwordId, or every entry (each sealed)',
    query: passwordQuery,
    answers: { 200: z.union([passwordAnswer, z.array(passwordAnswer)]) },
    refusals: [passwordsRefusals.getPassword, passwordsRefusals.getPasswords],
  },
  createEntry: {
    method: 'POST',
    path: '/password',
    summary: 'Adds a sealed vault entry',
    body: passwordCreateBody,
    answers: { 201: passwordAnswer },
    refusals: [passwordsRefusals.addPassword, passwordsRefusals.tooManyPasswords, passwordsRefusals.vaultFull],
  },
  changeEntry: {
    method: 'PUT',
    path: '/password',
    summary: 'Changes a sealed vault entry',
    body: passwordUpdateBody,
    answers: { 200: passwordAnswer },
    refusals: [passwordsRefusals.groupNotFound, passwordsRefusals.updatePassword],
  },
  deleteEntry: deletion('/password', 'Deletes a vault entry', { body: passwordDeleteBody }, [
    passwordsRefusals.deletePassword,
  ]),
});

/** How the web reads the endpoints whose answer depends on the query. */
export const passwordsViews = {
  /** GET /password without a query: every entry. */
  entries: viewOf(passwordsEndpoints.readEntries, { 200: z.array(passwordAnswer) }),
};
