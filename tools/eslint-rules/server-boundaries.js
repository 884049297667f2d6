// The server's import boundaries (docs/lint-boundaries.md): the shared kernel never reaches into an
// area, stores never decide HTTP refusals, areas meet only at each other's public.ts, and only
// tests use testing/.

/**
 * @typedef {import('./module-paths.js').Place} Place
 * @typedef {{ messageId: string, data: Record<string, string> }} Breach
 */

const compositionRoot = new Set(['app', 'main', 'areas/registry']);
const kernelDirs = new Set(['db', 'http', 'lib']);
const testFile = /\.(?:test|test-kit)\.tsx?$/;

/**
 * The area a src path belongs to: `areas/<area>/…`. A bare `areas/<name>` is read as a file
 * directly under areas/ (such as areas/registry.ts), not as a directory import of an area.
 * @param {string} src
 */
export function areaOf(src) {
  const [top, area, inside] = src.split('/');
  return top === 'areas' && area && inside ? area : null;
}

/**
 * What an area has to say when another area imports something other than its public.ts(x).
 * @param {Place} importer
 * @param {Place} target
 * @param {string} publicFile how the message names the extension point
 * @returns {Breach | null}
 */
export function crossAreaBreach(importer, target, publicFile) {
  const from = areaOf(/** @type {string} */ (importer.src));
  const to = areaOf(/** @type {string} */ (target.src));
  if (!from || !to || from === to || target.src === `areas/${to}/public`) return null;
  return {
    messageId: 'areaImportsOtherArea',
    data: {
      from: `areas/${from}`,
      target: target.src ?? target.shown,
      area: to,
      publicFile: `areas/${to}/${publicFile}`,
    },
  };
}

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
