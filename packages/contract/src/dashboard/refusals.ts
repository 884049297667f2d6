import { defineRefusals } from '../kernel/refusals';

/** How the dashboard says no (docs/architecture.md, "One error pattern"). */
export const dashboardRefusals = defineRefusals('dashboard', {
  dateRequired: 'The dashboard needs a date written as YYYY-MM-DD.',
  dateOutOfRange: 'The dashboard shows dates from 1970 to 2099.',
  viewUnknown: 'The dashboard view is day, week or month.',
});
