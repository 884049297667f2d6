import { describe, expect, it } from 'vitest';
import i18next, { textsCodeOf } from '../i18n/i18n';
import type { AreaRoute } from '../shared/area';
import { accessRules, navAreas, routes, shortcuts } from './area-registry';
import { SIDE_BAR_PLACES } from '../test/side-bar.test-kit';

const flatten = (table: readonly AreaRoute[]): AreaRoute[] =>
  table.flatMap((route) => [route, ...flatten(route.children ?? [])]);

describe('the route table', () => {
  const all = flatten(routes);

  it('names every page in English and Swedish', () => {
    const missing = all.flatMap((route) =>
      ['en', 'se']
        .filter((lng) => !i18next.exists(route.titleKey, { lng: textsCodeOf(lng), fallbackLng: false }))
        .map((lng) => `${lng}: ${route.titleKey} (${route.path})`),
    );
    expect(missing).toEqual([]);
  });

  it('gives Home, sign-in and settings the access levels', () => {
    const access = (path: string) => all.find((route) => route.path === path)?.access;
    expect(access('/')).toBe('auth');
    expect(access('/login')).toBe('none');
    expect(access('/register')).toBe('none');
    expect(access('/Auth')).toBe('none');
    for (const path of ['/settings', '/settings/auth', '/settings/profile', '/settings/device-control']) {
      expect(access(path), path).toBe('auth');
    }
  });

  it('has each path once', () => {
    const paths = all.filter((route) => route.path.startsWith('/')).map((route) => route.path);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });
});

describe('the area declarations', () => {
  it("place the side bar in the product's order, each at a place of its own", () => {
    // The specification: Home, Dashboard, Notes, Time Tracker, Shopping List, Recipes, Passwords,
    // Storage, Drinks, Counter, Settings.
    expect(navAreas.map((area) => area.place)).toEqual(SIDE_BAR_PLACES);
    const orders = navAreas.map((area) => area.order);
    expect(new Set(orders).size).toBe(orders.length);
  });

  it('rule every access level beyond sign-in that a page uses: the vault sends to its sign-in', () => {
    expect(accessRules.get('xauth')?.signInPath).toBe('/password-login');
  });

  it('name every side bar entry and shortcut in English and Swedish', () => {
    const keys = [
      ...navAreas.flatMap((area) => [area.labelKey, area.descriptionKey ?? area.labelKey]),
      ...shortcuts.map((shortcut) => shortcut.labelKey),
    ];
    const missing = keys.flatMap((key) =>
      ['en', 'se']
        .filter((lng) => !i18next.exists(key, { lng: textsCodeOf(lng), fallbackLng: false }))
        .map((lng) => `${lng}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});
