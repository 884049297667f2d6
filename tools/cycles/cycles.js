import path from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';

/**
 * The import graph's cycles (docs/architecture.md, "No cycles"): files that import each other,
 * directly or through others (type imports and lazy `import()` count too), and areas that do,
 * where a file of one area imports a file of another. Read once with dpdm, which parses with
 * TypeScript's own scanner and resolves as the bundler does.
 */

/** Where the workspaces keep their code; every file under them is checked. */
export const sourceGlobs = [
  'packages/contract/src/**/*.ts',
  'apps/server/src/**/*.ts',
  'apps/web/src/**/*.{ts,tsx}',
  'e2e/**/*.ts',
  'bench/**/*.ts',
];

/** The folders whose sub-folders are areas: an area may not import, through any path, itself. */
export const areaRoots = ['apps/server/src/areas', 'apps/web/src/areas'];

/**
 * @param {string} root the repository (or a fixture laid out like it)
 * @param {{ globs?: string[], areas?: string[] }} [options]
 * @returns {Promise<{ files: number, fileCycles: string[][], areaCycles: string[][] }>}
 */
export async function findCycles(root, options = {}) {
  const globs = options.globs ?? sourceGlobs;
  const tree = await parseDependencyTree(globs, {
    cwd: root,
    context: root,
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    transform: false,
    skipDynamicImports: false,
    onProgress: () => {},
  });
  const relative = (/** @type {string} */ file) => path.relative(root, path.resolve(root, file));
  const fileCycles = parseCircular(tree).map((cycle) => cycle.map(relative));
  const areaCycles = cyclesBetweenAreas(tree, root, options.areas ?? areaRoots);
  return { files: Object.keys(tree).length, fileCycles, areaCycles };
}

/**
 * The groups of areas that reach each other (strongly connected components of the graph whose
 * nodes are areas and whose edges are any file's import from one area into another).
 * @param {import('dpdm').DependencyTree} tree
 * @param {string} root
 * @param {string[]} roots
 */
function cyclesBetweenAreas(tree, root, roots) {
  /** @param {string} file */
  const areaOf = (file) => {
    const relative = path.relative(root, path.resolve(root, file)).split(path.sep).join('/');
    for (const areasRoot of roots) {
      if (relative.startsWith(`${areasRoot}/`)) {
        const name = relative.slice(areasRoot.length + 1).split('/')[0];
        if (name && relative.slice(areasRoot.length + 1).includes('/')) return `${areasRoot}/${name}`;
      }
    }
    return null;
  };
  /** @type {Map<string, Set<string>>} */
  const edges = new Map();
  for (const [file, dependencies] of Object.entries(tree)) {
    const from = areaOf(file);
    if (!from || !dependencies) continue;
    for (const dependency of dependencies) {
      const to = dependency.id === null ? null : areaOf(dependency.id);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)?.add(to);
    }
  }
  return stronglyConnected(edges).filter((group) => group.length > 1);
}

/**
 * Tarjan's strongly connected components.
 * @param {Map<string, Set<string>>} edges
 * @returns {string[][]}
 */
function stronglyConnected(edges) {
  let counter = 0;
  /** @type {Map<string, number>} */ const index = new Map();
  /** @type {Map<string, number>} */ const low = new Map();
  /** @type {string[]} */ const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */ const groups = [];
  /** @param {string} node */
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      /** @type {string[]} */ const group = [];
      let member;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      groups.push(group.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return groups;
}
