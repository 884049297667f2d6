import { partialMatchKey, type QueryKey } from '@tanstack/react-query';
import type { AreaDeclaration } from '../../shared/area';

/** Whether the answer under a query key is kept on the device for reading offline. */
export type KeepRule = (queryKey: QueryKey) => boolean;

/**
 * The queries kept on the device (docs/architecture.md, "Offline"): those under a prefix an area
 * lists in `keptOffline.keep`, unless under one of its `except` prefixes. The shell names no area;
 * an area that lists nothing keeps nothing (the vault keeps its sealed answers itself, never here).
 */
export function keepRuleOf(areas: readonly Pick<AreaDeclaration, 'keptOffline'>[]): KeepRule {
  const kept = areas.flatMap((area) => (area.keptOffline ? [area.keptOffline] : []));
  return (queryKey) =>
    kept.some(
      ({ keep, except = [] }) =>
        keep.some((prefix) => partialMatchKey(queryKey, prefix)) &&
        !except.some((prefix) => partialMatchKey(queryKey, prefix)),
    );
}

/** Every prefix some area keeps: their answers stay in memory as long as they stay on the device. */
export function keptPrefixes(areas: readonly Pick<AreaDeclaration, 'keptOffline'>[]): QueryKey[] {
  return areas.flatMap((area) => [...(area.keptOffline?.keep ?? [])]);
}
