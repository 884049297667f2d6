import { defineRefusals } from '../kernel/refusals';

/** How the whole-account operations say no (docs/architecture.md, "The whole account"). */
export const accountRefusals = defineRefusals('account', {
  codeRequiredToDelete: 'Two-factor sign-in is on: enter a code from your authenticator app (or a recovery code).',
});
