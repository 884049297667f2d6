/** TanStack Query keys of the storage area; a live event of the area reads all of them again. */
export const storageKeys = {
  all: ['storage'] as const,
  groups: () => ['storage', 'groups'] as const,
  group: (storageGroupId: string) => ['storage', 'group', storageGroupId] as const,
  item: (storageItemId: string) => ['storage', 'item', storageItemId] as const,
  expiring: (days: number) => ['storage', 'expiring', days] as const,
  found: (query: string) => ['storage', 'found', query] as const,
};
