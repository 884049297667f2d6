// Where a file or an imported module sits in the repository, worked out from paths alone, so the
// boundaries rule needs no file system and its tests can use made-up file names.
import path from 'node:path';

/**
 * @typedef {'server' | 'web' | 'contract' | 'other'} Workspace
 *
 * @typedef {object} Place
 * @property {Workspace} workspace
 * @property {string} shown How a message names it: repo-relative path or package name, no extension.
 * @property {string | null} src Path inside the workspace's `src/` without extension, or null if outside it.
 * @property {string} [file] Base name with extension; only known for the importing file.
 */

const workspaceDirs = /** @type {const} */ ([
  ['apps/server/', 'server'],
  ['apps/web/', 'web'],
  ['packages/contract/', 'contract'],
]);

const packageNames = /** @type {const} */ ([
  ['@ordna/server', 'server'],
  ['@ordna/web', 'web'],
  ['@ordna/contract', 'contract'],
]);

const sourceExtension = /\.(?:[cm]?[jt]s|[jt]sx)$/;

/** @param {string} file */
const toPosix = (file) => path.posix.normalize(file.replaceAll('\\', '/'));

/** @param {string} file */
const withoutExtension = (file) => file.replace(sourceExtension, '');

/**
 * The repository root for a file: `knownRoot` when the file is inside it, otherwise everything
 * before the first `apps/<name>/` or `packages/<name>/` segment. Null when neither applies.
 * @param {string} file absolute, POSIX separators
 * @param {string | undefined} knownRoot
 */
function findRoot(file, knownRoot) {
  if (knownRoot) {
    const root = toPosix(knownRoot).replace(/\/$/, '');
    if (file.startsWith(`${root}/`)) return root;
  }
  const match = /(?:^|\/)(?:apps|packages)\/[^/]+\//.exec(file);
  if (!match) return null;
  return file.slice(0, match.index);
}

/**
 * @param {string} root
 * @param {string} file absolute, POSIX separators
 * @returns {Place}
 */
function placeUnder(root, file) {
  const fromRoot = file.startsWith(`${root}/`) ? file.slice(root.length + 1) : null;
  const entry = fromRoot === null ? undefined : workspaceDirs.find(([dir]) => fromRoot.startsWith(dir));
  if (fromRoot === null || !entry) {
    return { workspace: 'other', shown: withoutExtension(fromRoot ?? file), src: null };
  }
  const [dir, workspace] = entry;
  const inWorkspace = fromRoot.slice(dir.length);
  const src = inWorkspace.startsWith('src/') ? withoutExtension(inWorkspace.slice('src/'.length)) : null;
  return { workspace, shown: withoutExtension(fromRoot), src };
}

/**
 * Places the file being linted. Null when it is not under `apps/` or `packages/`.
 * @param {string} filename as ESLint gives it
 * @param {string | undefined} knownRoot
 * @returns {{ root: string, place: Place } | null}
 */
export function locateFile(filename, knownRoot) {
  const file = toPosix(filename);
  const root = findRoot(file, knownRoot);
  if (root === null) return null;
  return { root, place: { ...placeUnder(root, file), file: path.posix.basename(file) } };
}

/**
 * Places what an import specifier points at. Null for third-party packages and Node built-ins,
 * which no boundary rule is about.
 * @param {string} specifier as written in the import
 * @param {string} importerFile absolute path of the importing file
 * @param {string} root repository root of the importing file
 * @returns {Place | null}
 */
export function locateImport(specifier, importerFile, root) {
  for (const [name, workspace] of packageNames) {
    if (specifier === name || specifier.startsWith(`${name}/`)) {
      const subpath = specifier.slice(name.length + 1);
      // Only the contract maps sub-paths onto src/ (its package.json exports './<area>' as './src/<area>/index.ts' and './*' as './src/*.ts').
      const src = workspace === 'contract' && subpath ? withoutExtension(subpath) : null;
      return { workspace, shown: withoutExtension(specifier), src };
    }
  }
  const relative = specifier === '.' || specifier === '..' || /^\.\.?\//.test(specifier);
  if (!relative && !specifier.startsWith('/')) return null;
  const target = relative ? path.posix.join(path.posix.dirname(toPosix(importerFile)), specifier) : toPosix(specifier);
  return placeUnder(root, target);
}
