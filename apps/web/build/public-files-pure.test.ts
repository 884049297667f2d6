import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rolldown, type OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { areaPublicFile, publicFilesPure } from './public-files-pure';

/** A small app: two settings pages, one taking time's tags manager from its public file, the other one of its hooks. */
const app: Record<string, string> = {
  'src/main.ts': `export const devices = () => import('./areas/settings/devices');
export const tags = () => import('./areas/settings/tags');`,
  'src/shared/dialogs.ts': `(globalThis as { idle?: number }).idle = 1;
export const dialog = 'dialog';`,
  'src/areas/time/public.ts': `export { TagsManager } from './tags-manager';
export { useTokens } from './use-tokens';`,
  'src/areas/time/tags-manager.ts': `import { dialog } from '../../shared/dialogs';
export function TagsManager() { return 'the tags manager with its ' + dialog; }`,
  'src/areas/time/use-tokens.ts': `export function useTokens() { return 'the tokens'; }`,
  'src/areas/settings/devices.ts': `import { useTokens } from '../time/public';
export default function Devices() { return useTokens(); }`,
  'src/areas/settings/tags.ts': `import { TagsManager } from '../time/public';
export default function Tags() { return TagsManager(); }`,
};

/** The code the devices page loads: its chunk and every chunk it imports statically. */
async function devicesPageCode(plugins: ReturnType<typeof publicFilesPure>[]) {
  const root = mkdtempSync(path.join(tmpdir(), 'public-files-pure-'));
  for (const [file, code] of Object.entries(app)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), code);
  }
  const bundle = await rolldown({ input: path.join(root, 'src/main.ts'), plugins: plugins as never });
  const { output } = await bundle.generate({ format: 'es' });
  const chunks = new Map(
    output.filter((file): file is OutputChunk => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
  );
  const devices = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith('devices.ts'))!;
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file) || !chunks.has(file)) return;
    loaded.add(file);
    chunks.get(file)!.imports.forEach(visit);
  };
  visit(devices.fileName);
  return [...loaded].map((file) => chunks.get(file)!.code).join('\n');
}

describe("an area's public file, built as free of side effects", () => {
  it('gives a page the one hook it takes, not the chunk with the rest the file names', async () => {
    const code = await devicesPageCode([publicFilesPure()]);
    expect(code).toContain('the tokens');
    expect(code).not.toContain('the tags manager');
  });

  it('is needed: without it the page loads the tags manager too', async () => {
    expect(await devicesPageCode([])).toContain('the tags manager');
  });

  it('names only the public files of areas', () => {
    expect(areaPublicFile.test('/app/apps/web/src/areas/time/public.tsx')).toBe(true);
    expect(areaPublicFile.test('/app/apps/web/src/areas/passwords/public.ts')).toBe(true);
    expect(areaPublicFile.test('/app/apps/web/src/areas/time/tags/public.ts')).toBe(false);
    expect(areaPublicFile.test('/app/apps/web/src/shared/public.ts')).toBe(false);
  });
});
