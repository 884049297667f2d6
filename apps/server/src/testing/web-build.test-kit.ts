import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './test-app.test-kit';
import { useTestApp } from './use-test-app.test-kit';

/** A built web app in a folder of its own under the system's temp folder: each file by its path in the build. */
export function writeWebBuild(files: Record<string, string | Buffer>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ordna-web-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), content);
  }
  return root;
}

/** The test app of a file, serving a built web app of these files, which go when the app closes. */
export function useWebAppTest(files: Record<string, string | Buffer>): TestApp {
  return useTestApp(undefined, async () => {
    const root = writeWebBuild(files);
    const made = await createTestApp({ webDist: root });
    return {
      ...made,
      close: async () => {
        await made.close();
        fs.rmSync(root, { recursive: true, force: true });
      },
    };
  });
}
