// `npm start` builds only when the sources changed since the last build: a restart after
// `npm ci && npm start` serves at once. The fingerprint is a hash of every file the build
// reads, so a checkout, an edit or a new dependency all trigger a build; nothing else does.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const inputs = ['package-lock.json', 'packages/contract/src', 'apps/server', 'apps/web'];
const skip = new Set(['node_modules', 'dist']);
const stamp = path.join(root, 'apps/server/dist/.build-fingerprint');

function* files(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isFile()) {
    yield entry;
    return;
  }
  for (const name of fs.readdirSync(full).sort()) {
    if (!skip.has(name) && !name.endsWith('.test.ts') && !name.endsWith('.test.tsx'))
      yield* files(path.join(entry, name));
  }
}

const hash = createHash('sha256');
for (const input of inputs) {
  for (const file of files(input)) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(root, file)));
  }
}
const fingerprint = hash.digest('hex');
const built =
  fs.existsSync(stamp) &&
  fs.existsSync(path.join(root, 'apps/web/dist/index.html')) &&
  fs.readFileSync(stamp, 'utf8') === fingerprint;

if (built) {
  console.log('Ordna: sources unchanged since the last build; starting.');
} else {
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  fs.writeFileSync(stamp, fingerprint);
}
