// `ordna/boundaries`: which part of the repository may import which, read from paths alone
// (docs/lint-boundaries.md). Every way of naming a module counts the same: import, import type,
// export … from, import() with a literal, and TypeScript's import('…') types.
import { locateFile, locateImport } from './module-paths.js';
import { serverBreach } from './server-boundaries.js';
import { webBreach } from './web-boundaries.js';

/**
 * @typedef {import('./module-paths.js').Place} Place
 * @typedef {import('./area-boundaries.js').Breach} Breach
 */

const messages = {
  appImportsOtherApp:
    '{{from}} may not import {{target}}: the web and the server never import each other; share types and schemas through @ordna/contract.',
  contractImportsApp:
    'packages/contract may not import {{target}}: the contract is shared by both apps and depends on neither; move what both need into packages/contract.',
  serverKernelImportsArea:
    '{{from}} may not import {{target}}: db/, http/ and lib/ are the shared kernel and never depend on an area; move the shared piece into the kernel, or have areas/registry.ts hand the area in.',
  storeImportsHttp:
    '{{from}} may not import {{target}}: a store runs SQL and returns rows, null or false; let the route (or a *.service.ts) decide the refusal.',
  serverImportsTesting: '{{from}} may not import {{target}}: testing/ is only for *.test.ts and *.test-kit.ts files.',
  areaImportsOtherArea:
    '{{from}} may not import {{target}}: import what {{area}} exports on purpose from {{publicFile}}.',
  webKernelImportsOuter:
    '{{from}} may not import {{target}}: shared/, api/ and i18n/ never depend on an area or on app/; move the piece into shared/, or pass it in from the area.',
  webApiImportsI18n:
    '{{from}} may not import {{target}}: api/ stays free of translations; return the refusal code and let the caller translate it.',
  webShellImportsArea:
    '{{from}} may not import {{target}}: app/ knows no area by name; read area declarations through the registry that globs areas/*/area.ts(x).',
  webAreaImportsShell:
    '{{from}} may not import {{target}}: an area never depends on the app shell; use shared/, api/ or i18n/, or declare it in the area’s area.ts(x).',
};

/**
 * @param {Place} importer
 * @param {Place} target
 * @returns {Breach | null}
 */
function breachOf(importer, target) {
  const apps = new Set([importer.workspace, target.workspace]);
  if (apps.has('server') && apps.has('web')) {
    return { messageId: 'appImportsOtherApp', data: { from: `apps/${importer.workspace}`, target: target.shown } };
  }
  if (importer.workspace === 'contract' && (target.workspace === 'server' || target.workspace === 'web')) {
    return { messageId: 'contractImportsApp', data: { target: target.shown } };
  }
  if (importer.workspace === 'server') return serverBreach(importer, target);
  if (importer.workspace === 'web') return webBreach(importer, target);
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports inside the layers and areas of docs/lint-boundaries.md' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string', description: 'Repository root; found from the file path if not given' } },
        additionalProperties: false,
      },
    ],
    messages,
  },
  create(context) {
    const options = /** @type {{ root?: string } | undefined} */ (context.options[0]);
    const located = locateFile(context.filename, options?.root);
    if (!located) return {};
    const { root, place: importer } = located;

    /** @param {any} source the module-name node; typescript-eslint nodes are not in ESLint's estree types */
    function check(source) {
      const specifier = literalText(source);
      if (specifier === null) return;
      const target = locateImport(specifier, context.filename, root);
      const breach = target && breachOf(importer, target);
      if (breach) context.report({ node: source, ...breach });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // TypeScript-only syntax: `import('…').Type` and `import x = require('…')`.
      /** @param {any} node typescript-eslint nodes are not in ESLint's estree types */
      TSImportType: (node) => check(node.source ?? node.argument?.literal),
      /** @param {any} node as above */
      TSExternalModuleReference: (node) => check(node.expression),
    };
  },
};

/**
 * The text of a string literal or of a template literal without placeholders; null otherwise.
 * @param {any} node estree or typescript-eslint node
 * @returns {string | null}
 */
function literalText(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return null;
}
