/**
 * Finding schema.org Recipe nodes in JSON-LD as real sites publish it: a Recipe at the top of a
 * block, an array of nodes, an `@graph` (Yoast and most WordPress plugins), a page whose
 * `mainEntity` is the recipe, and several blocks where the recipe is not the first.
 */
export type JsonNode = Record<string, unknown>;

const isNode = (value: unknown): value is JsonNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a node's `@type` (a string or a list, with or without the schema.org prefix) is `type`. */
export function hasType(node: JsonNode, type: string): boolean {
  const types = Array.isArray(node['@type']) ? node['@type'] : [node['@type']];
  return types.some((one) => typeof one === 'string' && one.replace(/^https?:\/\/schema\.org\//i, '') === type);
}

/** Every Recipe node in one parsed JSON-LD block, in document order; bounded depth. */
export function recipesInJsonLd(value: unknown, depth = 0): JsonNode[] {
  if (depth > 8) return [];
  if (Array.isArray(value)) return value.flatMap((item) => recipesInJsonLd(item, depth + 1));
  if (!isNode(value)) return [];
  if (hasType(value, 'Recipe')) return [value];
  return ['@graph', 'mainEntity', 'mainEntityOfPage', 'itemListElement', 'item'].flatMap((key) =>
    recipesInJsonLd(value[key], depth + 1),
  );
}

/** A JSON-LD block's text parsed, or undefined when it is not JSON (some sites leave stray commas or HTML comments). */
export function parseJsonLd(text: string): unknown {
  const cleaned = text
    .replace(/^\s*<!--/, '')
    .replace(/-->\s*$/, '')
    .trim();
  try {
    return JSON.parse(cleaned);
  } catch {
    return undefined;
  }
}
