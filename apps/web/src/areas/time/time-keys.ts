/**
 * TanStack Query keys of the time area, in one place so every page invalidates the same things.
 * Everything under ['time'] is time data; a mutation that changes stamps invalidates ['time'].
 */
export const timeKeys = {
  all: ['time'] as const,
  groups: (date: string, auto: boolean) => ['time', 'groups', date, auto] as const,
  shallowGroups: () => ['time', 'groups', 'shallow'] as const,
  group: (groupId: string, date: string, auto: boolean) => ['time', 'group', groupId, date, auto] as const,
  subGroups: () => ['time', 'subGroups'] as const,
  subGroup: (subGroupId: string, date: string, auto: boolean) => ['time', 'subGroup', subGroupId, date, auto] as const,
  stamps: (subGroupId: string, auto?: boolean) =>
    auto === undefined ? (['time', 'stamps', subGroupId] as const) : (['time', 'stamps', subGroupId, auto] as const),
  stamp: (stampId: string) => ['time', 'stamp', stampId] as const,
  activeStamps: () => ['time', 'active'] as const,
  recentStamps: (from: string, to: string, auto: boolean) => ['time', 'recent', from, to, auto] as const,
  dayStamps: (date: string) => ['time', 'day', date] as const,
  graph: (params: Record<string, string>) => ['time', 'graph', params] as const,
  calculate: (params: Record<string, string>) => ['time', 'calculate', params] as const,
  tags: () => ['time', 'tags'] as const,
  integrations: () => ['time', 'integrations'] as const,
  urlRules: () => ['time', 'urlRules'] as const,
  heartbeats: () => ['time', 'heartbeats'] as const,
};
