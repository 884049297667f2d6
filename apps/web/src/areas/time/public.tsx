/**
 * What the time area offers other areas on purpose (docs/architecture.md, "Layers"): the tags
 * manager that settings shows at /settings/tags, and the integration tokens a device's shutdown
 * hook posts with (settings' device control makes one), and the picker of the journal's time group.
 */
export { TagsManager } from './tags/TagsManager';
export { useCreateIntegrationToken, useIntegrationTokens } from './integrations/use-integrations';
export { JournalGroupPicker } from './journal/JournalGroupPicker';
