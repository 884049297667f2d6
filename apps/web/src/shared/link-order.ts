import type { Preferences } from '@ordna/contract/auth';
import type { CustomLinkEntry, LinkOrderEntry } from '@ordna/contract/auth/link-order';
import type { NavArea, Shortcut } from './area';

/**
 * The side bar as the person arranged it (preference `linkOrder`, docs/architecture.md "Side bar
 * order"): the declared areas and the custom links, in their order, each shown or hidden.
 */
export type ArrangedLink =
  { kind: 'area'; area: NavArea; hidden: boolean } | { kind: 'custom'; link: CustomLinkEntry; hidden: boolean };

/** A second-bar shortcut with the side-bar place of its area, so it follows the person's order. */
export interface PlacedShortcut extends Shortcut {
  place?: string;
}

/**
 * Every declared area and custom link in the person's order. Entries for areas that do not exist
 * (yet) are skipped; an area the order does not name goes right after the area that comes before
 * it in the product's order (else first), shown unless its declaration's `visible` says no.
 */
export function arrangeLinks(
  areas: readonly NavArea[],
  preferences: Pick<Preferences, 'linkOrder'> & Partial<Preferences>,
): ArrangedLink[] {
  const byPlace = new Map(areas.map((area) => [area.place as string, area]));
  const arranged: ArrangedLink[] = [];
  const placed = new Set<string>();
  const customIds = new Set<string>();
  for (const entry of preferences.linkOrder) {
    if (entry.kind === 'custom') {
      if (customIds.has(entry.id)) continue;
      customIds.add(entry.id);
      arranged.push({ kind: 'custom', link: entry, hidden: entry.hidden });
      continue;
    }
    const area = byPlace.get(entry.place);
    if (!area || placed.has(entry.place)) continue;
    placed.add(entry.place);
    arranged.push({ kind: 'area', area, hidden: entry.hidden });
  }
  const missing = areas.filter((area) => !placed.has(area.place)).sort((a, b) => a.order - b.order);
  for (const area of missing) {
    const hidden = area.visible ? !area.visible(preferences as Preferences) : false;
    let after = -1;
    let afterPlace = -1;
    arranged.forEach((link, index) => {
      const place = link.kind === 'area' ? link.area.order : -1;
      if (place > afterPlace && place < area.order) {
        after = index;
        afterPlace = place;
      }
    });
    arranged.splice(after + 1, 0, { kind: 'area', area, hidden });
  }
  return arranged;
}

/** The links the side bar shows. */
export function shownLinks(areas: readonly NavArea[], preferences: Preferences): ArrangedLink[] {
  return arrangeLinks(areas, preferences).filter((link) => !link.hidden);
}

/** What to save as `linkOrder` for an arrangement. */
export function linkOrderOf(arranged: readonly ArrangedLink[]): LinkOrderEntry[] {
  return arranged.map((link) =>
    link.kind === 'area'
      ? { kind: 'area', place: link.area.place, hidden: link.hidden }
      : { ...link.link, hidden: link.hidden },
  );
}

/** The arrangement with the link at `from` moved to `to` (both clamped to the list). */
export function moveLink<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || from === target) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved!);
  return next;
}

/**
 * The second bar's shortcuts in the order of their areas in the person's side bar; a hidden
 * area's shortcuts are hidden too. Shortcuts of an area without a side-bar place come last.
 */
export function orderShortcuts(
  shortcuts: readonly PlacedShortcut[],
  areas: readonly NavArea[],
  preferences: Preferences,
): PlacedShortcut[] {
  const arranged = arrangeLinks(areas, preferences);
  const rank = new Map<string, number>();
  arranged.forEach((link, index) => {
    if (link.kind === 'area') rank.set(link.area.place, link.hidden ? -1 : index);
  });
  const rankOf = (shortcut: PlacedShortcut) => (shortcut.place ? (rank.get(shortcut.place) ?? Infinity) : Infinity);
  return shortcuts
    .filter((shortcut) => rankOf(shortcut) !== -1)
    .map((shortcut, index) => ({ shortcut, index }))
    .sort((a, b) => rankOf(a.shortcut) - rankOf(b.shortcut) || a.index - b.index)
    .map(({ shortcut }) => shortcut);
}
