import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AreaRoute } from '../shared/area';
import { areas } from './area-registry';

/**
 * The web kernel (`shared/`, `api/`, `i18n/`) and the shell (`app/`) name no area
 * (docs/architecture.md, "The kernel"): no area's page path, side-bar place or id appears in their
 * code as a string. What an area adds to the shell (its place in the side bar, the rule of an
 * access level) it declares in its own `area.ts`. The lint rule `ordna/boundaries` keeps their
 * imports out of `areas/`; this keeps the names out too.
 */
const src = path.resolve(import.meta.dirname, '..');
/** The sign-in page and Home are where the session itself sends a person, not an area's choice. */
const sessionPaths = new Set(['/', '/login']);
/** Words that are also the kernel's own: access levels, and the browser's `storage` event. */
const kernelWords = new Set(['none', 'auth', 'xauth', 'storage']);

function kernelFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return kernelFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test(-kit)?\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
const flatten = (table: readonly AreaRoute[]): AreaRoute[] =>
  table.flatMap((route) => [route, ...flatten(route.children ?? [])]);

describe('the web kernel', () => {
  it("names no area's page, side-bar place or id", () => {
    const names = new Set<string>();
    for (const area of areas) {
      names.add(area.id);
      if (area.sideBar) names.add(area.sideBar.place);
      for (const route of flatten(area.routes)) {
        const fixed = route.path.split('/:')[0] ?? '';
        if (fixed.startsWith('/') && !sessionPaths.has(fixed)) names.add(fixed);
      }
    }
    const found = ['shared', 'api', 'i18n', 'app'].flatMap((folder) =>
      kernelFiles(path.join(src, folder)).flatMap((file) => {
        const strings = withoutComments(readFileSync(file, 'utf8')).matchAll(/(['"`])([^'"`\n]*)\1/g);
        return [...strings]
          .map((match) => match[2] ?? '')
          .filter((text) => names.has(text) && !kernelWords.has(text))
          .map((text) => `${path.relative(src, file)}: '${text}'`);
      }),
    );
    expect(found).toEqual([]);
  });
});
