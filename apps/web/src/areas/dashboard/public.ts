/**
 * What the dashboard offers other areas on purpose (docs/architecture.md, "Layers"): the key of
 * its answer, so a section that writes (the journal) reads the dashboard again, and its address.
 */
export { dashboardKeys } from './dashboard-keys';
export { dashboardPath } from './dashboard-path';
