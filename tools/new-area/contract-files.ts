import type { Names } from './names';

/** The contract folder of a new area (docs/adding-an-area.md, "1. Contract"), by path from the repo root. */
export function contractFiles({ area, thing, constant }: Names): Record<string, string> {
  const dir = `packages/contract/src/${area.kebab}`;
  const max = `${area.kebab.replaceAll('-', '_').toUpperCase()}_MAX`;
  const nameMax = `${constant}_NAME_MAX`;
  return {
    [`${dir}/limits.ts`]: `/** The ${area.kebab} area's bounds, shared by its schemas, its refusal texts and the web's \`maxLength\`s. */
export const ${nameMax} = 100;
/** How many ${area.label.toLowerCase()} a person may have: the list answers them all at once. */
export const ${max} = 500;
`,
    [`${dir}/refusals.ts`]: `import { defineRefusals } from '../kernel/refusals';
import { ${max}, ${nameMax} } from './limits';

/**
 * How the ${area.kebab} area says no. Schemas raise these with \`refusalMessage\`, so a validation
 * failure carries the same code as a route's refusal (docs/architecture.md, "One error pattern").
 */
export const ${area.camel}Refusals = defineRefusals('${area.camel}', {
  nameRequired: 'A ${thing.label.toLowerCase()} needs a name.',
  nameTooLong: \`A ${thing.label.toLowerCase()}'s name may be at most \${${nameMax}} characters.\`,
  tooMany: \`You may have at most \${${max}} ${area.label.toLowerCase()}.\`,
});
`,
    [`${dir}/answers.ts`]: `import { z } from 'zod';

/** The ${area.kebab} area's answers. */
export const ${thing.camel}Answer = z.object({
  _id: z.string(),
  name: z.string(),
  /** When it was made, epoch ms. */
  createdAt: z.number(),
});
export type ${thing.pascal} = z.infer<typeof ${thing.camel}Answer>;
`,
    [`${dir}/index.ts`]: `import { z } from 'zod';
import { refusalMessage } from '../kernel/refusals';
import { ${nameMax} } from './limits';
import { ${area.camel}Refusals } from './refusals';

/** The ${area.kebab} area's API (docs/adding-an-area.md): the person's ${area.label.toLowerCase()}, each with a name. */

export * from './limits';
export type { ${thing.pascal} } from './answers';

const nameRequired = refusalMessage(${area.camel}Refusals.nameRequired);

export const ${thing.camel}CreateBody = z.object({
  name: z
    .string(nameRequired)
    .trim()
    .min(1, nameRequired)
    .max(${nameMax}, refusalMessage(${area.camel}Refusals.nameTooLong)),
});
export type ${thing.pascal}CreateBody = z.input<typeof ${thing.camel}CreateBody>;
`,
    [`${dir}/endpoints.ts`]: `import { z } from 'zod';
import { defineEndpoints } from '../kernel/endpoints';
import { ${thing.camel}Answer } from './answers';
import { ${thing.camel}CreateBody } from './index';
import { ${area.camel}Refusals as no } from './refusals';

/** The ${area.kebab} area's endpoints (docs/architecture.md, "Endpoints"). */
export const ${area.camel}Endpoints = defineEndpoints('${area.camel}', {
  list: {
    method: 'GET',
    path: '/${thing.kebab}',
    summary: "The person's ${area.label.toLowerCase()}, oldest first",
    answers: { 200: z.array(${thing.camel}Answer) },
    refusals: [],
  },
  create: {
    method: 'POST',
    path: '/${thing.kebab}',
    summary: 'Makes a ${thing.label.toLowerCase()}',
    body: ${thing.camel}CreateBody,
    answers: { 201: ${thing.camel}Answer },
    refusals: [no.tooMany],
  },
});
`,
    [`${dir}/index.test.ts`]: `import { describe, expect, it } from 'vitest';
import { ${thing.camel}CreateBody, ${nameMax} } from './index';

describe('a ${thing.label.toLowerCase()}', () => {
  it('has a trimmed name, neither empty nor too long', () => {
    expect(${thing.camel}CreateBody.parse({ name: '  Morning  ' })).toEqual({ name: 'Morning' });
    expect(${thing.camel}CreateBody.safeParse({ name: '  ' }).success).toBe(false);
    expect(${thing.camel}CreateBody.safeParse({ name: 'x'.repeat(${nameMax} + 1) }).success).toBe(false);
  });
});
`,
  };
}
