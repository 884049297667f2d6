// The web's import boundaries (docs/lint-boundaries.md): shared/, api/ and i18n/ know no area and
// no shell, api/ knows no translations, the shell finds areas only through import.meta.glob, and
// areas meet only at each other's public.ts(x).
import { crossAreaBreach } from './area-boundaries.js';

/**
 * @typedef {import('./module-paths.js').Place} Place
 * @typedef {import('./area-boundaries.js').Breach} Breach
 */

const kernelDirs = new Set(['shared', 'api', 'i18n']);

/**
 * @param {Place} importer a file in apps/web/src
 * @param {Place} target
 * @returns {Breach | null}
 */
export function webBreach(importer, target) {
  const src = importer.src;
  if (src === null || src === 'main' || target.workspace !== 'web' || target.src === null) return null;
  const top = src.split('/')[0] ?? '';
  const targetTop = target.src.split('/')[0];
  const shown = { from: `${top}/`, target: target.src };

  if (kernelDirs.has(top) && (targetTop === 'areas' || targetTop === 'app')) {
    return { messageId: 'webKernelImportsOuter', data: shown };
  }
  if (top === 'api' && targetTop === 'i18n') return { messageId: 'webApiImportsI18n', data: shown };
  if (top === 'app' && targetTop === 'areas') return { messageId: 'webShellImportsArea', data: shown };
  if (top === 'areas' && targetTop === 'app') {
    return { messageId: 'webAreaImportsShell', data: { ...shown, from: src.split('/').slice(0, 2).join('/') } };
  }
  return crossAreaBreach(importer, target, 'public.ts(x)');
}
