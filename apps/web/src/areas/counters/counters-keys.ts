/** TanStack Query keys of the counters area; every counters page reads the groups list. */
export const countersKeys = {
  all: ['counters'] as const,
  groups: () => ['counters', 'groups'] as const,
  /** Marks the +/− mutations, so the list reads again only after the last of a burst. */
  change: ['counters', 'change'] as const,
};
