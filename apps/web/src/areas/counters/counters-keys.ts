import type { CounterPeriod } from '@ordna/contract/counters';

/** TanStack Query keys of the counters area: the groups list (with the counters) and each counter's history. */
export const countersKeys = {
  all: ['counters'] as const,
  groups: () => ['counters', 'groups'] as const,
  /** Everything the history of one counter shows: its changes and its totals per period. */
  history: (counterId: string) => ['counters', 'history', counterId] as const,
  changes: (counterId: string) => ['counters', 'history', counterId, 'changes'] as const,
  periods: (counterId: string, period: CounterPeriod) => ['counters', 'history', counterId, period] as const,
  /** Marks the +/− mutations, so the list reads again only after the last of a burst. */
  change: ['counters', 'change'] as const,
};
