import type { Names } from './names';

/**
 * The shared files a new area is one line in, each as an edit of its text: the places the repo
 * cannot find an area by itself (a Node import needs a name, a migration a number). Everything
 * else finds the area by its folder (the web's `areas/*\/area.ts`, the i18n files by name).
 * An anchor that is gone throws: tools/new-area/check.sh then fails in CI, so this list cannot drift.
 */
export type Edit = (text: string) => string;

function insertBefore(file: string, anchor: RegExp, insert: string): Edit {
  return (text) => {
    const match = anchor.exec(text);
    if (!match) throw new Error(`${file}: cannot find ${anchor}; update tools/new-area/shared-edits.ts`);
    return text.slice(0, match.index) + insert + text.slice(match.index);
  };
}

function afterLastImport(file: string, line: string): Edit {
  return (text) => {
    const at = text.lastIndexOf('\nimport ');
    if (at < 0) throw new Error(`${file}: no import to add after`);
    const end = text.indexOf(';\n', at) + 2;
    return `${text.slice(0, end)}${line}\n${text.slice(end)}`;
  };
}

const chain =
  (...edits: Edit[]): Edit =>
  (text) =>
    edits.reduce((result, edit) => edit(result), text);

export function sharedEdits({ area, thing }: Names, migration: string): Record<string, Edit> {
  const refusals = `${area.camel}Refusals`;
  const migrationName = `${migration}-${area.kebab}`;
  return {
    'packages/contract/package.json': (text) => {
      const json = JSON.parse(text) as { exports: Record<string, string> };
      const { ['./*']: rest, ...named } = json.exports;
      named[`./${area.kebab}`] = `./src/${area.kebab}/index.ts`;
      const sorted = Object.fromEntries(Object.entries(named).sort(([a], [b]) => a.localeCompare(b)));
      json.exports = { ...sorted, ...(rest && { './*': rest }) };
      return `${JSON.stringify(json, null, 2)}\n`;
    },
    'packages/contract/src/kernel/refusal-catalogue.ts': chain(
      afterLastImport('refusal-catalogue.ts', `import { ${refusals} } from '../${area.kebab}/refusals';`),
      insertBefore('refusal-catalogue.ts', /\n\];\n\nexport const refusalCatalogue/, `\n  ${refusals},`),
    ),
    'packages/contract/src/kernel/live.ts': insertBefore(
      'live.ts',
      /\n\] as const;\nexport type LiveKind/,
      `\n  '${thing.camel}',`,
    ),
    'apps/server/src/areas/registry.ts': chain(
      afterLastImport('registry.ts', `import { ${area.camel}Area } from './${area.kebab}/public';`),
      insertBefore('registry.ts', /\n\s*dashboard,\n\s*\],/, `\n      ${area.camel}Area,`),
    ),
    'apps/server/src/db/migrations/index.ts': chain(
      afterLastImport('migrations/index.ts', `import * as m${migration} from './${migrationName}';`),
      insertBefore('migrations/index.ts', /\n\};\s*$/, `\n  '${migrationName}': m${migration},`),
    ),
    'apps/server/src/testing/concurrency/write-declarations.test-kit.ts': insertBefore(
      'write-declarations.test-kit.ts',
      /\n {2}'DELETE \/api\/auth\/devices'/,
      `\n  'POST /api/${thing.kebab}': creates,\n`,
    ),
    // The side bar's product order, written once for the shell's tests: the new entry goes before Settings.
    'apps/web/src/test/side-bar.test-kit.ts': insertBefore(
      'side-bar.test-kit.ts',
      /\n {2}\{ place: 'settings', name: 'Settings' \},/,
      `\n  { place: '${area.camel}', name: '${area.label}' },`,
    ),
    'README.md': insertBefore(
      'README.md',
      /\n- \*\*Sharing and live updates\*\*/,
      `\n- **${area.label}**: a list of named ${area.label.toLowerCase()} (say here what a person does with them).`,
    ),
  };
}
