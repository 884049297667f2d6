import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findCycles } from './cycles.js';

/** `npm run lint`'s cycle check: prints every file and area cycle and fails on any. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const started = performance.now();
const { files, fileCycles, areaCycles } = await findCycles(root);
for (const cycle of fileCycles) console.error(`file cycle: ${[...cycle, cycle[0]].join(' -> ')}`);
for (const group of areaCycles) console.error(`area cycle: ${group.join(' <-> ')}`);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (fileCycles.length + areaCycles.length > 0) {
  console.error(
    `${fileCycles.length} file cycles, ${areaCycles.length} area cycles in ${files} files (docs/architecture.md, "No cycles")`,
  );
  process.exit(1);
}
console.log(`no import cycles in ${files} files (${seconds} s)`);
