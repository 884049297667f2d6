import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { navAreas } from '../src/app/area-registry';
import { addedOnTop, areaPages, initialSet, type BuiltChunk } from './bundle-weights';
import type { weighBuild } from './bundle-budget';
import { overBudget } from './bundle-budget';

const chunk = (fileName: string, imports: string[], more: Partial<BuiltChunk> = {}): [string, BuiltChunk] => [
  fileName,
  { fileName, code: 'x'.repeat(100), imports, isEntry: false, facadeModuleId: null, ...more },
];

describe('bundle weights', () => {
  const chunks = new Map([
    chunk('index.js', ['react.js'], { isEntry: true }),
    chunk('react.js', ['runtime.js']),
    chunk('runtime.js', []),
    chunk('Page.js', ['react.js', 'Menu.js']),
    chunk('Menu.js', ['floating.js']),
    chunk('floating.js', []),
    chunk('Lazy.js', []),
  ]);

  it('counts in the first load the entry and what it imports statically, transitively', () => {
    expect([...initialSet(chunks)].sort()).toEqual(['index.js', 'react.js', 'runtime.js']);
  });

  it('weighs a page by what it adds on top of the first load, not what the first load already has', () => {
    const added = addedOnTop(chunks, ['Page.js'], initialSet(chunks), () => 10);
    expect(added.files.sort()).toEqual(['Menu.js', 'Page.js', 'floating.js']);
    expect(added.gzip).toBe(30);
  });

  it("finds every area's side-bar page among the routes it declares", () => {
    const pages = areaPages(path.resolve(__dirname, '../src/areas'));
    for (const area of navAreas) {
      expect(pages.find((page) => page.area === area.id && page.first)?.path).toBe(area.path);
    }
    const tracker = pages.find((page) => page.path === '/time-tracker');
    expect(tracker?.module).toMatch(/areas[\\/]time[\\/].+Page\.tsx$/);
    expect(pages.find((page) => page.path === '/login')?.open).toBe(true);
  });

  it('names each budget a build breaks', () => {
    const weights = {
      initial: [],
      initialGzip: 170_000,
      afterPaintGzip: 0,
      areas: [{ area: 'time', first: undefined, heaviest: { path: '/time-groups/graph', gzip: 90_000 } }],
      pages: [],
    } satisfies ReturnType<typeof weighBuild>;
    expect(overBudget(weights, { initial: 160_000, page: 80_000 })).toEqual([
      'initial JS 170.0 kB gzip > 160.0 kB',
      'time /time-groups/graph adds 90.0 kB gzip > 80.0 kB',
    ]);
    expect(overBudget(weights, { initial: 170_000, page: 90_000 })).toEqual([]);
  });
});
