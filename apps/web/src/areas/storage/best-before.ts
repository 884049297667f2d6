import { addDays } from '@ordna/contract/kernel/periods';

/** How near an item's best-before date is, for its colour: gone, within 3 days, or fine. */
export function freshnessOf(bestBefore: string | null, today: string): 'expired' | 'soon' | 'fresh' | 'keeps' {
  if (!bestBefore) return 'keeps';
  if (bestBefore < today) return 'expired';
  return bestBefore <= addDays(today, 3) ? 'soon' : 'fresh';
}

export const freshnessColour = { expired: 'red', soon: 'orange', fresh: 'gray', keeps: 'gray' } as const;
