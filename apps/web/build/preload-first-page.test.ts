import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaPages, type AreaPage, type BuiltChunk } from './bundle-weights';
import { firstPages } from './preload-first-page';

const chunk = (fileName: string, imports: string[], more: Partial<BuiltChunk> = {}): [string, BuiltChunk] => [
  fileName,
  { fileName, code: '', imports, isEntry: false, facadeModuleId: null, ...more },
];

const page = (route: string, module: string, open: boolean): AreaPage => ({
  area: 'notes',
  path: route,
  module,
  first: false,
  open,
});

describe("the files of each page's first load", () => {
  const chunks = new Map([
    chunk('assets/index.js', ['assets/react.js'], { isEntry: true }),
    chunk('assets/react.js', []),
    chunk('assets/Shell.js', ['assets/Menu.js', 'assets/react.js'], { facadeModuleId: '/app/src/app/Shell.tsx' }),
    chunk('assets/Menu.js', []),
    chunk('assets/Note.js', ['assets/TextInput.js', 'assets/react.js'], { facadeModuleId: '/app/src/Note.tsx' }),
    chunk('assets/Login.js', ['assets/TextInput.js'], { facadeModuleId: '/app/src/Login.tsx' }),
    chunk('assets/TextInput.js', []),
  ]);

  it("names a page's chunk and its imports beyond the first load, with the signed-in frame unless the page is open", () => {
    const pages = [
      page('/note/:noteId', '/app/src/Note.tsx', false),
      page('/login', '/app/src/Login.tsx', true),
      page('/gone', '/app/src/Gone.tsx', false),
    ];
    expect(firstPages(chunks, pages, '/app/src/app/Shell.tsx')).toEqual([
      {
        path: '/note/:noteId',
        open: false,
        files: ['/assets/Note.js', '/assets/TextInput.js', '/assets/Shell.js', '/assets/Menu.js'],
      },
      { path: '/login', open: true, files: ['/assets/Login.js', '/assets/TextInput.js'] },
    ]);
  });

  it('covers the sign-in page among the routes the areas declare', () => {
    const login = areaPages(path.resolve(__dirname, '../src/areas')).find((each) => each.path === '/login');
    expect(login).toMatchObject({ open: true });
  });
});
