import { IconFolders, IconHome, IconLock, IconSettings } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import type { Preferences } from '@ordna/contract/auth';
import { defaultPreferences } from '@ordna/contract/auth/plain';
import type { LinkOrderEntry } from '@ordna/contract/auth/link-order';
import type { NavArea } from './area';
import { arrangeLinks, linkOrderOf, moveLink, orderShortcuts, shownLinks, type ArrangedLink } from './link-order';

/** The places in the product's order, each area's declared `order` its index. */
const productOrder = ['home', 'dashboard', 'notes', 'timeTracker', 'passwords', 'counter', 'settings'];
const area = (place: string, extra: Partial<NavArea> = {}): NavArea => ({
  id: place,
  place,
  order: productOrder.indexOf(place) * 10,
  labelKey: `nav.${place}`,
  icon: IconHome,
  path: `/${place}`,
  ...extra,
});
const home = area('home', { path: '/' });
const time = area('timeTracker');
const counter = area('counter');
const settings = area('settings', { icon: IconSettings });
const passwords = area('passwords', { icon: IconLock, visible: (p) => p.showPasswords });
const areas = [settings, counter, home, time, passwords];

const prefs = (linkOrder: LinkOrderEntry[], extra: Partial<Preferences> = {}): Preferences => ({
  ...defaultPreferences,
  ...extra,
  linkOrder,
});
const names = (links: ArrangedLink[]) =>
  links.map((link) => (link.kind === 'area' ? link.area.place : link.link.label) + (link.hidden ? ' (hidden)' : ''));
const wiki: LinkOrderEntry = { kind: 'custom', id: 'w', label: 'Wiki', url: 'https://wiki.example.com', hidden: false };

describe('arrangeLinks', () => {
  it("follows the product's order without a saved order, Passwords hidden by default", () => {
    expect(names(arrangeLinks(areas, prefs([])))).toEqual([
      'home',
      'timeTracker',
      'passwords (hidden)',
      'counter',
      'settings',
    ]);
    expect(names(arrangeLinks(areas, prefs([], { showPasswords: true })))).toContain('passwords');
  });

  it('follows the saved order with hidden areas and custom links', () => {
    const order: LinkOrderEntry[] = [
      { kind: 'area', place: 'counter', hidden: false },
      wiki,
      { kind: 'area', place: 'home', hidden: true },
      { kind: 'area', place: 'passwords', hidden: false },
      { kind: 'area', place: 'timeTracker', hidden: false },
      { kind: 'area', place: 'settings', hidden: false },
    ];
    expect(names(arrangeLinks(areas, prefs(order)))).toEqual([
      'counter',
      'Wiki',
      'home (hidden)',
      'passwords',
      'timeTracker',
      'settings',
    ]);
    expect(names(shownLinks(areas, prefs(order)))).toEqual(['counter', 'Wiki', 'passwords', 'timeTracker', 'settings']);
  });

  it('puts an area the order does not name after the area before it in the product order', () => {
    const order: LinkOrderEntry[] = [
      { kind: 'area', place: 'settings', hidden: false },
      { kind: 'area', place: 'home', hidden: false },
      { kind: 'area', place: 'counter', hidden: false },
    ];
    // timeTracker follows home in the product: it goes right after home.
    expect(names(arrangeLinks([home, time, counter, settings], prefs(order)))).toEqual([
      'settings',
      'home',
      'timeTracker',
      'counter',
    ]);
    expect(names(arrangeLinks([home, settings], prefs([{ kind: 'area', place: 'home', hidden: false }])))).toEqual([
      'home',
      'settings',
    ]);
    // Nothing before it in the product: first.
    expect(names(arrangeLinks([home, settings], prefs([{ kind: 'area', place: 'settings', hidden: false }])))).toEqual([
      'home',
      'settings',
    ]);
  });

  it('skips areas that do not exist and repeated entries', () => {
    const order: LinkOrderEntry[] = [
      { kind: 'area', place: 'notes', hidden: false },
      { kind: 'area', place: 'home', hidden: false },
      { kind: 'area', place: 'home', hidden: true },
      wiki,
      { ...wiki, label: 'Again' },
    ];
    expect(names(arrangeLinks([home], prefs(order)))).toEqual(['home', 'Wiki']);
  });

  it('saves what it arranged, round trip', () => {
    const order: LinkOrderEntry[] = [
      { kind: 'area', place: 'counter', hidden: true },
      wiki,
      { kind: 'area', place: 'home', hidden: false },
      { kind: 'area', place: 'timeTracker', hidden: false },
      { kind: 'area', place: 'passwords', hidden: true },
      { kind: 'area', place: 'settings', hidden: false },
    ];
    expect(linkOrderOf(arrangeLinks(areas, prefs(order)))).toEqual(order);
  });
});

describe('moveLink', () => {
  it('moves up, down, and stays inside the list', () => {
    expect(moveLink(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveLink(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveLink(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveLink(['a', 'b', 'c'], 2, 9)).toEqual(['a', 'b', 'c']);
  });
});

describe('orderShortcuts', () => {
  const shortcut = (id: string, place?: string) => ({
    id,
    labelKey: id,
    icon: IconFolders,
    path: `/${id}`,
    place,
  });
  const shortcuts = [shortcut('timeGroups', 'timeTracker'), shortcut('counters', 'counter'), shortcut('loose')];

  it("follows the areas' order and drops a hidden area's shortcuts", () => {
    const order: LinkOrderEntry[] = [
      { kind: 'area', place: 'counter', hidden: false },
      { kind: 'area', place: 'timeTracker', hidden: false },
    ];
    expect(orderShortcuts(shortcuts, areas, prefs(order)).map((s) => s.id)).toEqual([
      'counters',
      'timeGroups',
      'loose',
    ]);
    const hidden: LinkOrderEntry[] = [{ kind: 'area', place: 'timeTracker', hidden: true }];
    expect(orderShortcuts(shortcuts, areas, prefs(hidden)).map((s) => s.id)).toEqual(['counters', 'loose']);
  });
});
