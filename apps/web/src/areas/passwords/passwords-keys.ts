/**
 * TanStack Query keys of the passwords area. Every page reads the one decrypted vault (groups and
 * entries together), so a change anywhere refreshes it whole.
 */
export const passwordsKeys = {
  all: ['passwords'] as const,
  vault: () => ['passwords', 'vault'] as const,
};
