import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findCycles } from './cycles.js';

/** A throwaway tree laid out like the repository, with the files given. */
function plant(/** @type {Record<string, string>} */ files) {
  const root = mkdtempSync(path.join(tmpdir(), 'ordna-cycles-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  roots.push(root);
  return root;
}
/** @type {string[]} */
const roots = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('the cycle check', () => {
  it('passes a tree whose imports all point one way', async () => {
    const root = plant({
      'packages/contract/src/time/index.ts': "import { MAX } from './limits';\nexport const max = MAX;\n",
      'packages/contract/src/time/limits.ts': 'export const MAX = 1;\n',
      'apps/web/src/areas/notes/NotePage.tsx':
        "import { runLine } from '../console/public';\nexport const x = runLine;\n",
      'apps/web/src/areas/console/public.ts': 'export const runLine = 1;\n',
    });
    expect(await findCycles(root)).toMatchObject({ fileCycles: [], areaCycles: [] });
  });

  it('fails two files that import each other, a type import and a lazy import included', async () => {
    const root = plant({
      'packages/contract/src/time/heartbeats.ts':
        "import type { Answer } from './heartbeat-answers';\nexport const MATCH_ON = ['host'];\nexport type A = Answer;\n",
      'packages/contract/src/time/heartbeat-answers.ts':
        "import { MATCH_ON } from './heartbeats';\nexport type Answer = typeof MATCH_ON;\n",
      'apps/server/src/areas/notes/a.ts': "export const load = () => import('./b');\n",
      'apps/server/src/areas/notes/b.ts': "import { load } from './a';\nexport const again = load;\n",
    });
    const { fileCycles } = await findCycles(root);
    expect(fileCycles.map((cycle) => [...cycle].sort())).toEqual(
      expect.arrayContaining([
        ['packages/contract/src/time/heartbeat-answers.ts', 'packages/contract/src/time/heartbeats.ts'],
        ['apps/server/src/areas/notes/a.ts', 'apps/server/src/areas/notes/b.ts'],
      ]),
    );
  });

  it('fails areas that reach each other through their public files, with no file cycle', async () => {
    const root = plant({
      'apps/web/src/areas/passwords/public.ts': "export { vault } from './vault';\n",
      'apps/web/src/areas/passwords/vault.ts': 'export const vault = 1;\n',
      'apps/web/src/areas/passwords/settings/Form.tsx':
        "import { meter } from '../../auth/public';\nexport const m = meter;\n",
      'apps/web/src/areas/auth/public.ts': 'export const meter = 1;\n',
      'apps/web/src/areas/auth/commands.ts': "import { vault } from '../passwords/public';\nexport const v = vault;\n",
    });
    expect(await findCycles(root)).toMatchObject({
      fileCycles: [],
      areaCycles: [['apps/web/src/areas/auth', 'apps/web/src/areas/passwords']],
    });
  });
});
