import type { ComponentType } from 'react';
import type { Icon } from '@tabler/icons-react';
import type { QueryKey } from '@tanstack/react-query';
import type { Preferences } from '@ordna/contract/auth';
import type { LiveEvent, LiveKind } from '@ordna/contract/live';

/**
 * How an area declares itself to the shell (docs/adding-an-area.md): one `area.ts(x)` per area
 * folder exports `defineArea({...})`; the shell finds them all and never names an area.
 */

/** Who may open a page: none = open, auth = signed in, xauth = signed in to the vault too. */
export type Access = 'none' | 'auth' | 'xauth';

/** One page of an area: its path, who may open it, its title (an i18n key) and the page, loaded lazily. */
export interface AreaRoute {
  path: string;
  access: Access;
  titleKey: string;
  page: () => Promise<{ default: ComponentType }>;
  /** Child routes render inside the page's <Outlet />. */
  children?: AreaRoute[];
}

/** The side bar's order; an area takes its place by name, so the order lives in one list. */
export const sideBarOrder = [
  'home',
  'dashboard',
  'notes',
  'timeTracker',
  'shoppingList',
  'recipes',
  'passwords',
  'storage',
  'drinks',
  'counter',
  'settings',
] as const;

export type SideBarPlace = (typeof sideBarOrder)[number];

/** An area's link in the side bar (and its card on Home). */
export interface SideBarEntry {
  place: SideBarPlace;
  /** i18n key of the area's name. */
  labelKey: string;
  /** i18n key of a one-line description, shown on Home's card for the area. */
  descriptionKey?: string;
  icon: Icon;
  /** Where the side bar link goes. */
  path: string;
  /** First path segments that belong to the area, besides the link's own ('time-group' for /time-group/…). */
  segments?: string[];
  /**
   * Shown only when this says so, e.g. Passwords only with the preference showPasswords; once the
   * person has shown or hidden the area on /settings, their choice (`linkOrder`) counts instead.
   */
  visible?: (preferences: Preferences) => boolean;
  /**
   * The area's own links, shown in the side bar while the person is inside the area; loaded
   * lazily like a page, so the sign-in pages' first load does not carry them.
   */
  links?: () => Promise<{ default: ComponentType }>;
}

/** One shortcut of the second bar (to the lists people use most). */
export interface Shortcut {
  id: string;
  labelKey: string;
  icon: Icon;
  path: string;
}

/** A console command an area offers; filled in when the console arrives. */
export interface AreaCommand {
  name: string;
}

/** A section an area adds to the dashboard; filled in when the dashboard arrives. */
export interface DashboardSection {
  id: string;
  component: ComponentType;
}

/**
 * Which of the area's queries show a thing of each kind the area publishes: a live event of
 * that kind invalidates exactly these keys (and whatever they prefix), on every device.
 */
export type LiveQueries = Partial<Record<LiveKind, (event: LiveEvent) => readonly QueryKey[]>>;

export interface AreaDeclaration {
  id: string;
  /** The first segment of every i18n key the area owns ('time' for time.*). */
  i18nNamespace: string;
  routes: AreaRoute[];
  sideBar?: SideBarEntry;
  shortcuts?: Shortcut[];
  /** Item pages whose "up" goes to a list: first path segment → the list's path. */
  itemLists?: Record<string, string>;
  commands?: AreaCommand[];
  dashboard?: DashboardSection[];
  /** The queries a live event of the area's kinds makes stale (docs/architecture.md, "Live updates"). */
  live?: LiveQueries;
}

/** An area as the side bar and Home list it: its id and its side bar entry. */
export interface NavArea extends SideBarEntry {
  id: string;
}

export function defineArea(area: AreaDeclaration): AreaDeclaration {
  return area;
}

/** The areas this person sees: those without a condition, and those whose condition holds. */
export function visibleAreas(areas: readonly NavArea[], preferences: Preferences): NavArea[] {
  return areas.filter((area) => area.visible?.(preferences) ?? true);
}
