import { z } from 'zod';

/**
 * Walks zod schemas for the messages they can raise: a contract test and a server test check
 * that each carries its refusal's code (docs/architecture.md, "One error pattern").
 */

type Node = { _zod: { def: Record<string, unknown> } };
const isSchema = (value: unknown): value is Node => value instanceof z.core.$ZodType;

/** Where each schema's own and each check's error map is, for every schema reachable from `roots`. */
export function errorMaps(roots: [string, unknown][]): { where: string; error: unknown }[] {
  const seen = new Set<unknown>();
  const found: { where: string; error: unknown }[] = [];
  const walk = (value: unknown, where: string): void => {
    if (Array.isArray(value)) return value.forEach((item, index) => walk(item, `${where}[${index}]`));
    if (!isSchema(value)) return;
    if (seen.has(value)) return;
    seen.add(value);
    const def = value._zod.def;
    if (def.error !== undefined) found.push({ where, error: def.error });
    for (const check of (def.checks as Node[] | undefined) ?? []) {
      const error = check._zod.def.error;
      if (error !== undefined) found.push({ where: `${where} (${String(check._zod.def.check)})`, error });
    }
    for (const [key, child] of Object.entries(def)) {
      if (key === 'checks') continue;
      const inner = key === 'getter' && typeof child === 'function' ? (child as () => unknown)() : child;
      if (isSchema(inner) || Array.isArray(inner)) walk(inner, `${where}.${key}`);
      // An object's shape: its fields by name.
      else if (inner && typeof inner === 'object') {
        for (const [name, field] of Object.entries(inner)) walk(field, `${where}.${name}`);
      }
    }
  };
  for (const [where, value] of roots) walk(value, where);
  return found;
}
