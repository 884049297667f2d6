import type { QueryKey } from '@tanstack/react-query';
import type { LiveEvent } from '@ordna/contract/kernel/live';
import type { AccessRule, AreaDeclaration, AreaOverlay, AreaRoute, LiveQueries, NavArea } from '../shared/area';
import type { PlacedShortcut } from '../shared/link-order';

/**
 * The one place the shell learns which areas exist: every `areas/<area>/area.ts(x)` declares
 * itself (docs/adding-an-area.md), so adding an area touches no file here.
 */
const modules = import.meta.glob<{ default: AreaDeclaration }>('../areas/*/area.{ts,tsx}', { eager: true });

export const areas: readonly AreaDeclaration[] = Object.values(modules).map((module) => module.default);

/** The side bar, in the product's order (each entry's declared `order`). */
export const navAreas: readonly NavArea[] = areas
  .flatMap((area) => (area.sideBar ? [{ id: area.id, ...area.sideBar }] : []))
  .sort((a, b) => a.order - b.order);

const placeOfArea = (area: AreaDeclaration) => area.sideBar?.order ?? Infinity;

/** The second bar's shortcuts, in the order of their areas in the side bar, each with its area's place. */
export const shortcuts: readonly PlacedShortcut[] = [...areas]
  .sort((a, b) => placeOfArea(a) - placeOfArea(b))
  .flatMap((area) => (area.shortcuts ?? []).map((shortcut) => ({ ...shortcut, place: area.sideBar?.place })));

/** What each access level beyond sign-in asks, as the area that owns it declares. */
export const accessRules: ReadonlyMap<AccessRule['access'], AccessRule> = new Map(
  areas.flatMap((area) => area.accessRules ?? []).map((rule) => [rule.access, rule]),
);

/** Every page of every area. */
export const routes: readonly AreaRoute[] = areas.flatMap((area) => area.routes);

const unruled = (table: readonly AreaRoute[]): string[] =>
  table.flatMap((route) => [
    ...(route.access === 'none' || route.access === 'auth' || accessRules.has(route.access)
      ? []
      : [`${route.path} (${route.access})`]),
    ...unruled(route.children ?? []),
  ]);
const pagesWithoutRule = unruled(routes);
if (pagesWithoutRule.length > 0) {
  // A page nobody guards would open to anyone signed in: refuse to start instead.
  throw new Error(`No area declares the access rule of ${pagesWithoutRule.join(', ')}`);
}

/** Item pages whose "up" goes to a list, from every area. */
export const itemLists: Readonly<Record<string, string>> = Object.assign(
  {},
  ...areas.map((area) => area.itemLists ?? {}),
);

let liveQueries: Promise<LiveQueries[]> | null = null;

/** Every area's live declaration, loaded once, when the first live stream starts. */
export function loadLiveQueries(from: readonly AreaDeclaration[] = areas): Promise<LiveQueries[]> {
  liveQueries ??= Promise.all(
    from.flatMap((area) => (area.live ? [area.live().then((module) => module.default)] : [])),
  );
  return liveQueries;
}

/** The queries that show the thing a live event names, as the areas declare them. */
export function queriesShowing(event: LiveEvent, live: readonly LiveQueries[]): QueryKey[] {
  return live.flatMap((queries) => queries[event.kind]?.(event) ?? []);
}

/** What areas show over any page when a key asks for it (the console's Shift+.). */
export const overlays: readonly AreaOverlay[] = areas.flatMap((area) => area.overlays ?? []);
