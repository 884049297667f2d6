import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { contractFiles } from './contract-files';
import { namesOf } from './names';
import { serverFiles } from './server-files';
import { sharedEdits } from './shared-edits';
import { webFiles } from './web-files';

/**
 * `npm run new-area -- <name> [--thing <singular>] [--order <n>]`: writes the skeleton of a new
 * area (docs/adding-an-area.md) — contract, server with its migration, web page, tests, journey,
 * i18n — and adds its line to the few shared files that need one. Run from the repo root.
 */
const root = resolve(import.meta.dirname, '../..');

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { thing: { type: 'string' }, order: { type: 'string', default: '105' } },
});
const [name] = positionals;
if (!name || positionals.length > 1) {
  console.error('Usage: npm run new-area -- <name> [--thing <singular>] [--order <side-bar place, 11–109>]');
  process.exit(2);
}
const order = Number(values.order);
if (!Number.isInteger(order) || order <= 10 || order >= 110) {
  console.error('--order is the side-bar place between Home (10) and Settings (110), e.g. 105.');
  process.exit(2);
}
const names = namesOf(name, values.thing);

/** The next free migration number, from the migrations folder ("0025"). */
function nextMigration(): string {
  const numbers = readdirSync(join(root, 'apps/server/src/db/migrations'))
    .map((file) => /^(\d{4})-/.exec(file)?.[1])
    .filter((number): number is string => number !== undefined)
    .map(Number);
  return String(Math.max(0, ...numbers) + 1).padStart(4, '0');
}
const migration = nextMigration();

const files = { ...contractFiles(names), ...serverFiles(names, migration), ...webFiles(names, order) };
const taken = Object.keys(files).filter((path) => existsSync(join(root, path)));
if (taken.length > 0) {
  console.error(`Not written: these files exist already:\n  ${taken.join('\n  ')}`);
  process.exit(1);
}
// Every edit is computed before anything is written, so a missing anchor leaves the tree as it was.
const edited = Object.entries(sharedEdits(names, migration)).map(
  ([path, edit]) => [path, edit(readFileSync(join(root, path), 'utf8'))] as const,
);
for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
for (const [path, text] of edited) writeFileSync(join(root, path), text);
const touched = [...Object.keys(files), ...edited.map(([path]) => path)];
execFileSync('npx', ['prettier', '--log-level', 'warn', '--write', ...touched], { cwd: root, stdio: 'inherit' });

console.log(`Area "${names.area.kebab}" (thing "${names.thing.kebab}", migration ${migration}):`);
console.log(`  wrote ${Object.keys(files).length} files:\n    ${Object.keys(files).join('\n    ')}`);
console.log(`  added a line to ${edited.length} shared files:\n    ${edited.map(([path]) => path).join('\n    ')}`);
console.log(
  'Next: translate the Swedish files (they start in English), then docs/adding-an-area.md, "After the generator".',
);
