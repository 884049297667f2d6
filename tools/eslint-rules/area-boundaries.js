// The rule both apps share: an area reaches into another area only through that area's public
// file, its deliberate extension point (docs/lint-boundaries.md).

/**
 * @typedef {import('./module-paths.js').Place} Place
 * @typedef {{ messageId: string, data: Record<string, string> }} Breach
 */

/**
 * The area a src path belongs to: `areas/<area>/…`. A bare `areas/<name>` is read as a file
 * directly under areas/ (such as areas/registry.ts), not as a directory import of an area.
 * @param {string | null} src
 */
export function areaOf(src) {
  const [top, area, inside] = src?.split('/') ?? [];
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
  const from = areaOf(importer.src);
  const to = areaOf(target.src);
  if (!from || !to || !target.src || from === to || target.src === `areas/${to}/public`) return null;
  return {
    messageId: 'areaImportsOtherArea',
    data: {
      from: `areas/${from}`,
      target: target.src,
      area: to,
      publicFile: `areas/${to}/${publicFile}`,
    },
  };
}
