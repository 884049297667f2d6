/** TanStack Query keys of the settings pages (the signed-in account and its devices). */
export const settingsKeys = {
  all: ['settings'] as const,
  account: () => ['settings', 'account'] as const,
  devices: () => ['settings', 'devices'] as const,
};
