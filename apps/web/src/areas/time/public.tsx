/**
 * What the time area offers other areas on purpose (docs/architecture.md, "Layers"): the tags
 * manager that settings shows at /settings/tags, and the integration tokens a device's shutdown
 * hook posts with (settings' device control makes one).
 */
export { TagsManager } from './tags/TagsManager';
export { useCreateIntegrationToken, useIntegrationTokens } from './integrations/use-integrations';
