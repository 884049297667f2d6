/**
 * Finding schema.org Recipe nodes in JSON-LD as real sites publish it: a Recipe at the top of a
 * block, an array of nodes, an `@graph` (Yoast and most WordPress plugins), a page whose
 * `mainEntity` is the recipe, and several blocks where the recipe is not the first.
 */
export type JsonNode = Record<string, unknown>;

const isNode = (value: unknown): value is JsonNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A type's own name: `Recipe` of `http://schema.org/Recipe`, `https://schema.org/Recipe/`, `schema:Recipe`. */
const localName = (type: string) =>
  type
    .trim()
    .replace(/\/+$/, '')
    .replace(/^.*[/#:]/, '')
    .toLowerCase();

/** Whether a node's `@type` (a string or a list, in any of the forms sites write it) is `type`. */
export function hasType(node: JsonNode, type: string): boolean {
  const types = Array.isArray(node['@type']) ? node['@type'] : [node['@type']];
  const wanted = type.toLowerCase();
  return types.some((one) => typeof one === 'string' && localName(one) === wanted);
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
