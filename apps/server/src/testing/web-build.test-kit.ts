import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A built web app in a folder of its own under the system's temp folder: each file by its path in the build. */
export function writeWebBuild(files: Record<string, string | Buffer>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ordna-web-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), content);
  }
  return root;
}
