import type { NavArea } from '../shared/area';

/** The area a path belongs to: by its first segment; Home only for "/" itself. */
export function areaOf(pathname: string, areas: readonly NavArea[]): NavArea | undefined {
  const first = pathname.split('/').find(Boolean);
  if (!first) return areas.find((area) => area.path === '/');
  return areas.find(
    (area) => area.path !== '/' && (area.path.split('/')[1] === first || (area.segments ?? []).includes(first)),
  );
}
