import { defineRefusals } from './refusals';

/** How the API refuses an `Idempotency-Key` (docs/architecture.md, "Retries and idempotency"). */
export const idempotencyRefusals = defineRefusals('idempotency', {
  badKey: 'An Idempotency-Key is 1 to 128 letters, digits, dashes, underscores, dots or colons.',
  keyReused: 'This Idempotency-Key was already used for a different request. Use a new key for a new action.',
  inProgress: 'The same request is still being handled. Please try again in a moment.',
  answerLost: 'This request was already applied, but its answer was not kept. Reload to see the result.',
});
