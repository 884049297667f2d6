import { describe, expect, it } from 'vitest';
import type { AreaRoute } from '../shared/area';
import { parentPath, pathExistsIn } from './up-one-area';

const page = () => Promise.resolve({ default: () => null });
const table: AreaRoute[] = [
  { path: '/', access: 'auth', titleKey: 'nav.home', page },
  { path: '/settings', access: 'auth', titleKey: 'nav.settings', page },
  { path: '/settings/profile', access: 'auth', titleKey: 'x', page },
  {
    path: '/time-tracker',
    access: 'auth',
    titleKey: 'x',
    page,
    children: [{ path: 'admin', access: 'auth', titleKey: 'x', page }],
  },
  { path: '/time-tracker/admin/:groupType/:groupId', access: 'auth', titleKey: 'x', page },
  { path: '/time-groups', access: 'auth', titleKey: 'x', page },
  { path: '/time-group/list/:groupId', access: 'auth', titleKey: 'x', page },
];
const exists = pathExistsIn(table);
/** An area not built yet, declaring its item pages the way the time area does. */
const withNotes = { 'time-stamp': '/time-groups', note: '/notes-collections' };

describe('parentPath', () => {
  it('goes from an item page to the list of its kind', () => {
    expect(parentPath('/time-group/list/x', exists)).toBe('/time-groups');
    expect(parentPath('/sub-group/abc', exists)).toBe('/time-groups');
    expect(parentPath('/time-stamp/abc')).toBe('/time-groups');
    expect(parentPath('/note/n1', undefined, withNotes)).toBe('/notes-collections');
  });

  it('goes from a nested page to the page above it', () => {
    expect(parentPath('/settings/profile', exists)).toBe('/settings');
    expect(parentPath('/time-groups/graph', exists)).toBe('/time-groups');
    expect(parentPath('/time-tracker/admin', exists)).toBe('/time-tracker');
  });

  it('skips levels that have no page of their own', () => {
    expect(parentPath('/time-tracker/admin/group/g1', exists)).toBe('/time-tracker/admin');
  });

  it('goes from a top page to Home', () => {
    expect(parentPath('/x')).toBe('/');
    expect(parentPath('/settings', exists)).toBe('/');
    expect(parentPath('/settings/')).toBe('/');
  });

  it('falls back when an item list does not exist yet', () => {
    expect(parentPath('/note/n1', exists, withNotes)).toBe('/');
  });

  it('has nothing above Home', () => {
    expect(parentPath('/')).toBeNull();
  });
});

describe('pathExistsIn', () => {
  it('matches the table, children and parameters included', () => {
    expect(exists('/settings')).toBe(true);
    expect(exists('/time-tracker/admin')).toBe(true);
    expect(exists('/time-group/list/abc')).toBe(true);
    expect(exists('/time-group/list')).toBe(false);
    expect(exists('/nowhere')).toBe(false);
  });
});
