import { defineRefusals } from '../kernel/refusals';

/** How the whole-account operations say no (docs/architecture.md, "The whole account"). */
export const accountRefusals = defineRefusals('account', {
  codeRequiredToDelete: 'Two-factor sign-in is on: enter a code from your authenticator app (or a recovery code).',
  importNotEmpty: 'An export can only be imported into an empty account: this one already holds things.',
  importNotAnExport: 'This file is not an Ordna export.',
  importNewerVersion: 'This export comes from a newer version of Ordna: update this server first.',
  importTruncated: 'This export file is cut short: export again and import the whole file.',
  importTooLarge: 'This export file is larger than 256 MiB, more than this server imports.',
  importInvalid: 'This export file is damaged: nothing was imported.',
});
