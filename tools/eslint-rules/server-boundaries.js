// The server's import boundaries (docs/lint-boundaries.md): the shared kernel never reaches into an
// area, stores never decide HTTP refusals, areas meet only at each other's public.ts, and only
// tests use testing/.

import { crossAreaBreach } from './area-boundaries.js';

/**
 * @typedef {import('./module-paths.js').Place} Place
 * @typedef {import('./area-boundaries.js').Breach} Breach
 */

const compositionRoot = new Set(['app', 'main', 'areas/registry']);
const kernelDirs = new Set(['db', 'http', 'lib']);
const testFile = /\.(?:test|test-kit)\.tsx?$/;

/**
 * @param {Place} importer a file in apps/server/src
 * @param {Place} target
 * @returns {Breach | null}
 */
export function serverBreach(importer, target) {
  const src = importer.src;
  if (src === null || target.workspace !== 'server' || target.src === null) return null;
  if (compositionRoot.has(src)) return null;
  const top = src.split('/')[0] ?? '';
  const targetTop = target.src.split('/')[0];
  const shown = { from: `${top}/`, target: target.src };

  if (kernelDirs.has(top) && targetTop === 'areas') {
    return { messageId: 'serverKernelImportsArea', data: shown };
  }
  if (importer.file?.endsWith('.store.ts') && targetTop === 'http') {
    return { messageId: 'storeImportsHttp', data: { ...shown, from: src } };
  }
  if (targetTop === 'testing' && top !== 'testing' && !testFile.test(importer.file ?? '')) {
    return { messageId: 'serverImportsTesting', data: { ...shown, from: src } };
  }
  return crossAreaBreach(importer, target, 'public.ts');
}
