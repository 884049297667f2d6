import { describe, expect, it } from 'vitest';
import type { BuiltChunk } from './bundle-weights';
import { DEFAULT_LANGUAGE as CONTRACT_DEFAULT } from '@ordna/contract/kernel/constants';
import { catalogueFiles, DEFAULT_LANGUAGE } from './preload-catalogue';

const chunk = (fileName: string, imports: string[], more: Partial<BuiltChunk> = {}): [string, BuiltChunk] => [
  fileName,
  { fileName, code: '', imports, isEntry: false, facadeModuleId: null, ...more },
];

describe('the catalogue files written into index.html', () => {
  it("lists each language's catalogue with the chunks it imports, leaving out what the first load carries", () => {
    const chunks = new Map([
      chunk('assets/index.js', ['assets/constants.js'], { isEntry: true }),
      chunk('assets/constants.js', []),
      chunk('assets/catalogue-en.js', ['assets/refusals.js', 'assets/constants.js'], {
        facadeModuleId: '/app/src/i18n/locales/en/catalogue.ts',
      }),
      chunk('assets/catalogue-se.js', ['assets/refusals.js'], {
        facadeModuleId: '/app/src/i18n/locales/se/catalogue.ts',
      }),
      chunk('assets/refusals.js', []),
      chunk('assets/Page.js', ['assets/refusals.js'], { facadeModuleId: '/app/src/areas/notes/Page.tsx' }),
    ]);
    expect(catalogueFiles(chunks)).toEqual({
      en: ['/assets/catalogue-en.js', '/assets/refusals.js'],
      se: ['/assets/catalogue-se.js', '/assets/refusals.js'],
    });
  });

  it("preloads the contract's default language for a person not signed in", () => {
    expect(DEFAULT_LANGUAGE).toBe(CONTRACT_DEFAULT);
  });
});
