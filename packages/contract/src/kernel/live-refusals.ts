import { defineRefusals } from './refusals';

/** How the live-updates stream says no (docs/architecture.md, "Live updates"). */
export const liveRefusals = defineRefusals('live', {
  tooManyForPerson: 'Too many live connections are open for you. Close a tab or device and try again.',
  tooManyForServer: 'The server has too many live connections open. Please try again in a moment.',
});
