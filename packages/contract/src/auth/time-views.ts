/**
 * The periods a person's time lists total (the `timeFilter` preference), apart from the schemas:
 * the web's time pages read them without the auth contract's zod and refusals.
 */
export const TIME_FILTERS = ['day', 'week', 'month', 'total'] as const;
