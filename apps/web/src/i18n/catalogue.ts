/** A language's catalogue: nested keys down to the texts. */
export type Catalogue = Record<string, unknown>;

function placeAt(target: Catalogue, path: string[], content: Catalogue): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Catalogue;
  }
  const last = path[path.length - 1]!;
  node[last] = { ...(node[last] as Catalogue | undefined), ...content };
}

/**
 * One language's JSON files, by file name, merged into one catalogue so keys read "time.addGroup"
 * as the architecture asks. A dotted file name nests: time.admin.json holds the keys "time.admin.*".
 * Separate files keep each part of an area in its own file.
 */
export function mergeCatalogue(files: Record<string, Catalogue>): Catalogue {
  const catalogue: Catalogue = {};
  const sorted = Object.entries(files).sort(([a], [b]) => a.localeCompare(b));
  for (const [file, content] of sorted) {
    const name = /([\w.-]+)\.json$/.exec(file)?.[1];
    if (name) placeAt(catalogue, name.split('.'), content);
  }
  return catalogue;
}
