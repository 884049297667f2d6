import type { ComponentType } from 'react';
import { IconClockHour4, IconHome, IconSettings, IconFolders, type Icon } from '@tabler/icons-react';
import type { Preferences } from '@ordna/contract/auth';
import { TimeAreaLinks } from './TimeAreaLinks';

/** One area of the side bar (spec section 2's list), linked only once the area exists. */
export interface NavArea {
  id: string;
  /** i18n key of the area's name (also its route title). */
  labelKey: string;
  /** i18n key of a one-line description, shown on Home's card for the area. */
  descriptionKey?: string;
  icon: Icon;
  /** Where the side bar link goes. */
  path: string;
  /** First path segments that belong to the area, besides the link's own ('time-group' for /time-group/…). */
  segments?: string[];
  /** Shown only when this says so, e.g. Passwords only with the preference showPasswords. */
  visible?: (preferences: Preferences) => boolean;
  /** The area's own links, shown in the side bar while the person is inside the area. */
  links?: ComponentType;
}

/**
 * The side bar, in the spec's order (Home, Dashboard, Notes, Time Tracker, Shopping List,
 * Recipes, Passwords, Storage, Drinks, Counter, Settings). Adding an area is one line here, at
 * its place in that order; Passwords takes `visible: (preferences) => preferences.showPasswords`.
 */
export const navAreas: NavArea[] = [
  { id: 'home', labelKey: 'nav.home', icon: IconHome, path: '/' },
  {
    id: 'time',
    labelKey: 'nav.timeTracker',
    descriptionKey: 'home.areas.timeTracker',
    icon: IconClockHour4,
    path: '/time-tracker',
    segments: ['time-groups', 'time-group', 'sub-group', 'time-stamp'],
    links: TimeAreaLinks,
  },
  {
    id: 'settings',
    labelKey: 'nav.settings',
    descriptionKey: 'home.areas.settings',
    icon: IconSettings,
    path: '/settings',
  },
];

/** One shortcut of the second bar (spec: notes, time groups, shopping lists, recipes), once it exists. */
export interface Shortcut {
  id: string;
  labelKey: string;
  icon: Icon;
  path: string;
}

export const shortcuts: Shortcut[] = [
  { id: 'timeGroups', labelKey: 'nav.timeGroups', icon: IconFolders, path: '/time-groups' },
];

/** The areas this person sees: those without a condition, and those whose condition holds. */
export function visibleAreas(areas: readonly NavArea[], preferences: Preferences): NavArea[] {
  return areas.filter((area) => area.visible?.(preferences) ?? true);
}

/** The area a path belongs to: by its first segment; Home only for "/" itself. */
export function areaOf(pathname: string, areas: readonly NavArea[]): NavArea | undefined {
  const first = pathname.split('/').find(Boolean);
  if (!first) return areas.find((area) => area.path === '/');
  return areas.find(
    (area) => area.path !== '/' && (area.path.split('/')[1] === first || (area.segments ?? []).includes(first)),
  );
}
